import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { attractionTagValues, attractionTypeValues } from '@citylife/api-client';
import {
  Button,
  Dialog,
  Heading,
  Icon,
  Inline,
  RadioGroup,
  Stack,
  Switch,
  ToggleChip,
} from '@citylife/ui';
import { MAP_STYLES, type MapStyleName } from '../../common/map/constants';
import { AttractionSearch } from './AttractionSearch';
import { toggleTag, toggleType, type Attraction, type MapFilter } from './filters';
import './messages';

export interface MapSettings {
  filter: MapFilter;
  heat: boolean;
  bounded: boolean;
  style: MapStyleName;
}

/**
 * The map's search/more dialog: a search field over the attractions (choosing one shows it
 * on the map), type chips (a union) and ticket-package chips (any), the
 * heat layer and boundary switches, the map style, and the add-point and locating buttons.
 * Every change applies at once.
 */
export function FilterDialog({
  open,
  onClose,
  settings,
  onChange,
  shown,
  onAddPoint,
  onLocate,
  onLocateByIp,
  onFakeLocate,
  onChooseAttraction,
}: {
  open: boolean;
  onClose: () => void;
  settings: MapSettings;
  onChange: (settings: MapSettings) => void;
  /** How many markers the map shows now; undefined while they load. */
  shown: number | undefined;
  onAddPoint: () => void;
  onLocate: () => void;
  onLocateByIp: () => void;
  onFakeLocate: () => void;
  /** An attraction found by the search, to show on the map. */
  onChooseAttraction: (attraction: Attraction) => void;
}) {
  const { t } = useTranslation();
  const { filter } = settings;
  const act = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('map.filter.title')}
      description={shown === undefined ? undefined : t('map.filter.count', { count: shown })}
      actions={<Button onClick={onClose}>{t('map.filter.done')}</Button>}
    >
      <Stack space="large">
        <Section title={t('map.search.title')}>
          <AttractionSearch
            onChoose={(attraction) => {
              onClose();
              onChooseAttraction(attraction);
            }}
          />
        </Section>
        <Section title={t('map.filter.types')}>
          <Chips
            values={attractionTypeValues}
            chosen={filter.types}
            label={(type) => t(`map.type.${type}`)}
            onToggle={(type, on) => onChange({ ...settings, filter: toggleType(filter, type, on) })}
          />
        </Section>
        <Section title={t('map.filter.tags')}>
          <Chips
            values={attractionTagValues}
            chosen={filter.tags}
            label={(tag) => t(`map.tag.${tag}`)}
            onToggle={(tag, on) => onChange({ ...settings, filter: toggleTag(filter, tag, on) })}
          />
        </Section>
        <Section title={t('map.filter.layers')}>
          <Switch
            label={t('map.filter.heat')}
            description={t('map.filter.heatHint')}
            checked={settings.heat}
            onChange={(heat) => onChange({ ...settings, heat })}
          />
          <Switch
            label={t('map.filter.boundary')}
            checked={settings.bounded}
            onChange={(bounded) => onChange({ ...settings, bounded })}
          />
          <RadioGroup
            label={t('map.filter.style')}
            orientation="horizontal"
            value={settings.style}
            options={MAP_STYLES.map((style) => ({ value: style, label: t(`map.styles.${style}`) }))}
            onChange={(style) => onChange({ ...settings, style: style as MapStyleName })}
          />
        </Section>
        <Section title={t('map.filter.actions')}>
          <Inline space="xsmall" wrap>
            <Button variant="soft" icon={<Icon name="plus" />} onClick={act(onAddPoint)}>
              {t('map.filter.addPoint')}
            </Button>
            <Button variant="soft" icon={<Icon name="location" />} onClick={act(onLocate)}>
              {t('map.filter.locate')}
            </Button>
            <Button variant="soft" icon={<Icon name="globe" />} onClick={act(onLocateByIp)}>
              {t('map.filter.locateByIp')}
            </Button>
            <Button variant="soft" onClick={act(onFakeLocate)}>
              {t('map.filter.fakeLocate')}
            </Button>
          </Inline>
        </Section>
      </Stack>
    </Dialog>
  );
}

/** A titled section of the dialog. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" space="small" aria-label={title}>
      <Heading level={4} as="h3">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A chip for each of `values`, pressed while `chosen` holds it. */
function Chips<V extends string>({
  values,
  chosen,
  label,
  onToggle,
}: {
  values: readonly V[];
  chosen: readonly V[];
  label: (value: V) => string;
  onToggle: (value: V, on: boolean) => void;
}) {
  return (
    <Inline space="xsmall" wrap>
      {values.map((value) => (
        <ToggleChip
          key={value}
          pressed={chosen.includes(value)}
          onChange={(on) => onToggle(value, on)}
        >
          {label(value)}
        </ToggleChip>
      ))}
    </Inline>
  );
}
