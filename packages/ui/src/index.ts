// The kit's public API. Everything the app may use is exported here and nowhere else.

// Themes and modes
export { vars, themeClassNames, themeNames, colorModes } from './themes';
export type { ThemeName, ColorMode } from './themes';
export { ThemeProvider, useTheme } from './theme-provider/ThemeProvider';
export type { ThemeProviderProps, ThemeState } from './theme-provider/ThemeProvider';

// Messages
export { KitMessagesProvider, useKitMessages } from './i18n/KitMessagesProvider';
export type { KitMessagesProviderProps, KitMessagesState } from './i18n/KitMessagesProvider';
export {
  defaultKitLocale,
  formatMessage,
  kitCatalogues,
  kitLocales,
  resolveKitLocale,
} from './i18n/messages';
export type { KitLocale, KitMessageKey, KitMessages, MessageValues } from './i18n/messages';

// Layout and text
export { Box, spaces } from './components/Box/Box';
export type { BoxProps, BoxStyleProps, PolymorphicProps, Space } from './components/Box/Box';
export { Stack, stackAligns } from './components/Stack/Stack';
export type { StackAlign, StackProps } from './components/Stack/Stack';
export { Inline, inlineAligns, inlineAlignYs } from './components/Inline/Inline';
export type { InlineAlign, InlineAlignY, InlineProps } from './components/Inline/Inline';
export { Column, Columns, columnWidths, columnsAlignYs } from './components/Columns/Columns';
export type {
  ColumnProps,
  ColumnWidth,
  ColumnsAlignY,
  ColumnsProps,
} from './components/Columns/Columns';
export { Tiles, tileColumns } from './components/Tiles/Tiles';
export type { TileColumns, TilesProps } from './components/Tiles/Tiles';
export {
  Text,
  textAligns,
  textSizes,
  textStyle,
  textTones,
  textWeights,
} from './components/Text/Text';
export type {
  TextAlign,
  TextProps,
  TextSize,
  TextStyleProps,
  TextTone,
  TextWeight,
} from './components/Text/Text';
export { Heading, headingLevels } from './components/Heading/Heading';
export type { HeadingLevel, HeadingProps } from './components/Heading/Heading';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export { Page, pageWidths } from './components/Page/Page';
export type { PageProps, PageWidth } from './components/Page/Page';
export { PageSection, pageSectionTitleStyles } from './components/PageSection/PageSection';
export type { PageSectionProps, PageSectionTitleStyle } from './components/PageSection/PageSection';

// Primitives
export { Button, buttonSizes, buttonTones, buttonVariants } from './components/Button/Button';
export type {
  ButtonProps,
  ButtonSize,
  ButtonTone,
  ButtonVariant,
} from './components/Button/Button';
export { Icon, iconNames, iconSizes, iconTones } from './components/Icon/Icon';
export type { IconName, IconProps, IconSize, IconTone } from './components/Icon/Icon';
export {
  IconButton,
  iconButtonSizes,
  iconButtonTones,
  iconButtonVariants,
} from './components/IconButton/IconButton';
export type {
  IconButtonProps,
  IconButtonSize,
  IconButtonTone,
  IconButtonVariant,
} from './components/IconButton/IconButton';
export {
  TextField,
  numericModes,
  sanitizeNumeric,
  textFieldTypes,
} from './components/TextField/TextField';
export type { NumericMode, TextFieldProps, TextFieldType } from './components/TextField/TextField';
export { TextArea } from './components/TextArea/TextArea';
export type { TextAreaProps } from './components/TextArea/TextArea';
export { Select } from './components/Select/Select';
export type { SelectOption, SelectProps } from './components/Select/Select';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { RadioGroup, radioOrientations } from './components/Radio/Radio';
export type { RadioGroupProps, RadioOption, RadioOrientation } from './components/Radio/Radio';
export { Switch } from './components/Switch/Switch';
export type { SwitchProps } from './components/Switch/Switch';
export { Chip, ToggleChip, chipTones } from './components/Chip/Chip';
export type { ChipProps, ChipTone, ToggleChipProps } from './components/Chip/Chip';
export { Tabs } from './components/Tabs/Tabs';
export type { TabItem, TabsProps } from './components/Tabs/Tabs';
export { List, ListItem } from './components/List/List';
export type { ListItemProps, ListProps } from './components/List/List';
export { Card, cardElevations, cardPaddings } from './components/Card/Card';
export type { CardElevation, CardPadding, CardProps } from './components/Card/Card';
export { Badge, badgeTones, badgeVariants } from './components/Badge/Badge';
export type { BadgeProps, BadgeTone, BadgeVariant } from './components/Badge/Badge';
export { Avatar, avatarSizes, initialsOf } from './components/Avatar/Avatar';
export type { AvatarProps, AvatarSize } from './components/Avatar/Avatar';
export { Skeleton, skeletonShapes } from './components/Skeleton/Skeleton';
export type { SkeletonProps, SkeletonShape } from './components/Skeleton/Skeleton';
export { Spinner, spinnerSizes } from './components/Spinner/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/Spinner';
export { ProgressBar, progressTones } from './components/ProgressBar/ProgressBar';
export type { ProgressBarProps, ProgressTone } from './components/ProgressBar/ProgressBar';
export { Dialog } from './components/Dialog/Dialog';
export type { DialogProps } from './components/Dialog/Dialog';
export { FullscreenDialog } from './components/FullscreenDialog/FullscreenDialog';
export type { FullscreenDialogProps } from './components/FullscreenDialog/FullscreenDialog';
export { Drawer } from './components/Drawer/Drawer';
export type { DrawerProps } from './components/Drawer/Drawer';
export { BottomSheet } from './components/BottomSheet/BottomSheet';
export type { BottomSheetProps } from './components/BottomSheet/BottomSheet';
export {
  SNACKBAR_DURATION_MS,
  Snackbar,
  SnackbarProvider,
  snackbarTones,
  useSnackbar,
} from './components/Snackbar/Snackbar';
export type {
  SnackbarAction,
  SnackbarApi,
  SnackbarOptions,
  SnackbarProps,
  SnackbarProviderProps,
  SnackbarTone,
} from './components/Snackbar/Snackbar';
export { Tooltip, tooltipPlacements } from './components/Tooltip/Tooltip';
export type { TooltipProps } from './components/Tooltip/Tooltip';
export { Menu } from './components/Menu/Menu';
export type { MenuItem, MenuProps } from './components/Menu/Menu';
export { BottomBar } from './components/BottomBar/BottomBar';
export type { BottomBarItem, BottomBarProps } from './components/BottomBar/BottomBar';
export { AppBar, appBarTones } from './components/AppBar/AppBar';
export type { AppBarProps, AppBarTone } from './components/AppBar/AppBar';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorState } from './components/ErrorState/ErrorState';
export type { ErrorStateProps } from './components/ErrorState/ErrorState';
export { PullList, usePagedList } from './components/PullList/PullList';
export type {
  LoadPage,
  PagedList,
  PagedListStatus,
  PullListProps,
} from './components/PullList/PullList';

// Product pieces
export { EXCERPT_LENGTH, ItemCard, excerpt } from './components/ItemCard/ItemCard';
export type { ItemCardItem, ItemCardProps, ItemCountry } from './components/ItemCard/ItemCard';
export { PriceTag, YUAN, formatPrice, priceSizes } from './components/PriceTag/PriceTag';
export type { PriceSize, PriceTagProps } from './components/PriceTag/PriceTag';
export { QuantityStepper, clampQuantity } from './components/QuantityStepper/QuantityStepper';
export type { QuantityStepperProps } from './components/QuantityStepper/QuantityStepper';
export {
  AddToCartDialog,
  initialSelection,
  isValueAvailable,
  matchingStock,
  missingAttribute,
} from './components/AddToCartDialog/AddToCartDialog';
export type {
  AddToCartDialogProps,
  AddToCartItem,
  AddToCartLine,
  SkuAttribute,
  SkuSelection,
  StockEntry,
} from './components/AddToCartDialog/AddToCartDialog';
export {
  SHARE_MENU_MAX,
  ShareSheet,
  availableShareTypes,
  detectShareEnvironment,
  shareEnvironments,
  shareTypes,
} from './components/ShareSheet/ShareSheet';
export type {
  ShareEnvironment,
  ShareSheetProps,
  ShareType,
} from './components/ShareSheet/ShareSheet';
export {
  LONG_PRESS_MS,
  LongPressSaveImageDialog,
} from './components/LongPressSaveImageDialog/LongPressSaveImageDialog';
export type { LongPressSaveImageDialogProps } from './components/LongPressSaveImageDialog/LongPressSaveImageDialog';
export { FullscreenShareDialog } from './components/FullscreenShareDialog/FullscreenShareDialog';
export type { FullscreenShareDialogProps } from './components/FullscreenShareDialog/FullscreenShareDialog';
export { BACK_TO_TOP_THRESHOLD, BackToTop } from './components/BackToTop/BackToTop';
export type { BackToTopProps } from './components/BackToTop/BackToTop';
export { AreaPicker, areaLevels, areaOptions, pickArea } from './components/AreaPicker/AreaPicker';
export type { AreaLevels, AreaNode, AreaPickerProps } from './components/AreaPicker/AreaPicker';
export { CaptchaField, captchaStatuses } from './components/CaptchaField/CaptchaField';
export type { CaptchaFieldProps, CaptchaStatus } from './components/CaptchaField/CaptchaField';
export { PasscodeField } from './components/PasscodeField/PasscodeField';
export type { PasscodeCaptcha, PasscodeFieldProps } from './components/PasscodeField/PasscodeField';
export { CropDialog, cropImage } from './components/CropDialog/CropDialog';
export type {
  CropArea,
  CropDialogProps,
  CropImageOptions,
} from './components/CropDialog/CropDialog';
export { FileUploader, acceptsFile, uploadStatuses } from './components/FileUploader/FileUploader';
export type { FileUploaderProps, UploadStatus } from './components/FileUploader/FileUploader';
export { BIRTH_DATE_MIN, DatePicker } from './components/DatePicker/DatePicker';
export type { DatePickerProps } from './components/DatePicker/DatePicker';
export {
  LoginDialog,
  PASSCODE_COOLDOWN_SECONDS,
  isEmailAddress,
  isMainlandMobile,
  loginModes,
} from './components/LoginDialog/LoginDialog';
export type {
  LoginCredentials,
  LoginDialogProps,
  LoginErrors,
  LoginField,
  LoginMode,
} from './components/LoginDialog/LoginDialog';
export { Countdown, splitRemaining } from './components/Countdown/Countdown';
export type { CountdownProps } from './components/Countdown/Countdown';
export {
  WeatherChip,
  formatTemperature,
  temperatureUnits,
} from './components/WeatherChip/WeatherChip';
export type { TemperatureUnit, WeatherChipProps } from './components/WeatherChip/WeatherChip';
export {
  BACK_ONLINE_MS,
  OfflineBanner,
  useOnlineStatus,
} from './components/OfflineBanner/OfflineBanner';
export type { OfflineBannerProps } from './components/OfflineBanner/OfflineBanner';
