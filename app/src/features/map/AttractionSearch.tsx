import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { List, ListItem, Stack, Text, TextField } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { fetchAllAttractions } from './api';
import { searchAttractions, type Attraction } from './filters';
import './messages';

/**
 * A search field over every attraction of the map: as the visitor types, the attractions
 * whose name (or type) holds the words are listed; choosing one shows it on the map.
 */
export function AttractionSearch({ onChoose }: { onChoose: (attraction: Attraction) => void }) {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  const all = useApiData('attractions-all', fetchAllAttractions);
  const found = all.data ? searchAttractions(all.data, words, (type) => t(`map.type.${type}`)) : [];
  const searching = words.trim() !== '';
  return (
    <Stack space="small">
      <TextField
        type="search"
        icon="search"
        label={t('map.search.label')}
        placeholder={t('map.search.placeholder')}
        value={words}
        onChange={setWords}
      />
      {searching && all.status === 'failed' && (
        <Text tone="critical" role="alert">
          {t('map.search.failed')}
        </Text>
      )}
      {searching && all.status === 'ready' && found.length === 0 && (
        <Text tone="muted" role="status">
          {t('map.search.none')}
        </Text>
      )}
      {found.length > 0 && (
        <List aria-label={t('map.search.results')}>
          {found.map((attraction) => (
            <ListItem
              key={attraction.id}
              title={<span lang="zh-Hans">{attraction.name}</span>}
              description={t(`map.type.${attraction.type}`)}
              onClick={() => onChoose(attraction)}
            />
          ))}
        </List>
      )}
    </Stack>
  );
}
