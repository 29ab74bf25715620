import { registerFeatureMessages } from '../../i18n/i18n';
import en from './locales/en.json';
import mn from './locales/mn.json';
import zhHans from './locales/zh-Hans.json';

// The member screens' texts (top-level key `member`) ship with the member chunk.
registerFeatureMessages({ 'zh-Hans': zhHans, en, mn });
