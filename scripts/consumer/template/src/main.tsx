// A screen of another team's app, made of the installed packages only: the kit with its
// compiled stylesheet and every theme and mode, kit fields, item cards filled through the
// typed client from the reference server (and a typed error from a call that fails), and
// the AR runtime's drop-in script loaded from its package, and the runtime imported as a
// module: a simulated installation whose AR.context reports the simulated location.
import '@citylife/ui/styles.css';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError, createApiClient } from '@citylife/api-client';
import { createSimulatedAR } from '@citylife/ar-runtime';
import dropInUrl from '@citylife/ar-runtime/ar-runtime.js?url';
import {
  Button,
  Heading,
  Inline,
  ItemCard,
  Page,
  PageSection,
  Select,
  Stack,
  Text,
  TextField,
  ThemeProvider,
  Tiles,
  themeNames,
  useTheme,
  type ItemCardItem,
  type ThemeName,
} from '@citylife/ui';

const api = createApiClient({ baseUrl: new URLSearchParams(location.search).get('api') ?? '' });

function ThemeSwitch() {
  const { theme, mode, setTheme, setMode } = useTheme();
  return (
    <Inline space="small">
      <Select
        label="Theme"
        value={theme}
        allowEmpty={false}
        options={themeNames.map((name) => ({ value: name, label: name }))}
        onChange={(value) => setTheme(value as ThemeName)}
      />
      <Button variant="soft" onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}>
        {mode === 'dark' ? 'Light mode' : 'Dark mode'}
      </Button>
    </Inline>
  );
}

function Screen() {
  const [mobile, setMobile] = useState('');
  const [city, setCity] = useState('');
  const [items, setItems] = useState<ItemCardItem[]>();
  const [failure, setFailure] = useState<string>();
  const [arLoaded, setArLoaded] = useState(false);
  const [arLocation, setArLocation] = useState<string>();

  useEffect(() => {
    void api
      .call((client) =>
        client.POST('/item/getItemsByCategory/{id}', {
          params: { path: { id: 'FRUIT' } },
          body: { pageno: 1, pagesize: 12 },
        }),
      )
      .then((page) =>
        setItems(
          page.items.map((item) => ({
            id: item.id,
            name: item.name,
            description: item.description,
            pic: item.mainpic,
            price: item.price,
            unit: item.unit,
          })),
        ),
      );
    api
      .call((client) => client.GET('/item/getById/{id}', { params: { path: { id: 987654 } } }))
      .catch((error: unknown) => {
        if (error instanceof ApiError) setFailure(`${error.payload.code}: ${error.message}`);
      });
    const simulated = createSimulatedAR({
      global: {},
      location: { latitude: 39.812556, longitude: 108.628734, altitude: 100 },
    });
    simulated.AR.context.onLocationChanged = (latitude: number, longitude: number) =>
      setArLocation(`${latitude.toFixed(3)}, ${longitude.toFixed(3)}`);
    const script = document.createElement('script');
    script.src = dropInUrl;
    script.onload = () => setArLoaded('AR' in window);
    document.head.append(script);
  }, []);

  return (
    <Page>
      <Stack space="large">
        <Heading level={1}>Packages at work</Heading>
        <ThemeSwitch />
        <PageSection title="A form">
          <Stack space="medium">
            <TextField label="Mobile" value={mobile} onChange={setMobile} />
            <Select
              label="City"
              value={city}
              options={[
                { value: 'ordos', label: 'Ordos' },
                { value: 'hohhot', label: 'Hohhot' },
              ]}
              onChange={setCity}
            />
          </Stack>
        </PageSection>
        <PageSection title="Fruit">
          {items && (
            <Tiles columns={2} space="small" data-testid="items">
              {items.map((item) => (
                <ItemCard key={item.id} item={item} onClick={() => undefined} />
              ))}
            </Tiles>
          )}
        </PageSection>
        <Text data-testid="failure">{failure ?? ''}</Text>
        <Text data-testid="ar">{arLoaded ? 'AR runtime loaded' : ''}</Text>
        <Text data-testid="ar-location">{arLocation ? `AR location ${arLocation}` : ''}</Text>
      </Stack>
    </Page>
  );
}

createRoot(document.getElementById('root')!).render(
  <ThemeProvider initialTheme="default" initialMode="light">
    <Screen />
  </ThemeProvider>,
);
