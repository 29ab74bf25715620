import { useState } from 'react';
import { AppBar } from '../components/AppBar/AppBar';
import { Badge } from '../components/Badge/Badge';
import { Button } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { Chip, ToggleChip } from '../components/Chip/Chip';
import { IconButton } from '../components/IconButton/IconButton';
import { Inline } from '../components/Inline/Inline';
import { ItemCard, type ItemCardItem } from '../components/ItemCard/ItemCard';
import { PageSection } from '../components/PageSection/PageSection';
import { RadioGroup } from '../components/Radio/Radio';
import { Stack } from '../components/Stack/Stack';
import { Text } from '../components/Text/Text';
import { TextField } from '../components/TextField/TextField';
import { Tiles } from '../components/Tiles/Tiles';
import { flags, pictures } from '../fixtures/pictures';
import { KitMessagesProvider } from '../i18n/KitMessagesProvider';

const items: ItemCardItem[] = [
  {
    id: 1,
    name: 'Vine tomatoes',
    description: 'Picked ripe this morning in the greenhouses south of the city.',
    pic: pictures.tomatoes,
    country: { code: 'CN', name: 'China', flag: flags.CN },
    price: 6.8,
    unit: '500g',
  },
  {
    id: 2,
    name: 'Fresh milk',
    description: 'From the grasslands of Inner Mongolia, delivered chilled.',
    pic: pictures.milk,
    country: { code: 'MN', name: 'Mongolia', flag: flags.MN },
    price: 12.5,
    unit: '1L',
  },
];

const ignore = () => undefined;

/**
 * One phone screen made of real kit components: a header, filters, a grid of item cards,
 * a delivery form and a confirmation card. The "Themes side by side" page shows it in
 * every theme and mode.
 */
export function ScreenSample() {
  const [name, setName] = useState('Saraa');
  const [mobile, setMobile] = useState('1380013');
  const [delivery, setDelivery] = useState('delivery');
  const [remember, setRemember] = useState(true);
  const [organic, setOrganic] = useState(true);
  return (
    // The kit's own words (Back, Add to cart) in English, as the sample's text is.
    <KitMessagesProvider locale="en">
      <Stack space="large" style={{ maxWidth: 375 }}>
        <AppBar
          title="Fresh vegetables"
          onBack={ignore}
          sticky={false}
          actions={<IconButton icon="cart" label="Cart" badge={3} onClick={ignore} />}
        />
        <Inline space="small">
          <ToggleChip pressed={organic} onChange={setOrganic}>
            Organic
          </ToggleChip>
          <Chip tone="brand">Local</Chip>
          <Badge tone="critical">New</Badge>
        </Inline>
        <Tiles columns={2} space="small">
          {items.map((item) => (
            <ItemCard key={item.id} item={item} onClick={ignore} onAddToCart={ignore} />
          ))}
        </Tiles>
        <PageSection title="Delivery" titleStyle="label" titleLevel={3} surface>
          <TextField label="Name" value={name} onChange={setName} />
          <TextField
            label="Mobile"
            type="tel"
            numeric="integer"
            value={mobile}
            onChange={setMobile}
            error="Enter the 11 digits of a mainland mobile number"
          />
          <RadioGroup
            label="How you receive it"
            orientation="horizontal"
            value={delivery}
            onChange={setDelivery}
            options={[
              { value: 'delivery', label: 'Delivery' },
              { value: 'pickup', label: 'Self-pick' },
            ]}
          />
          <Checkbox label="Remember this address" checked={remember} onChange={setRemember} />
          <Inline space="small" align="end">
            <Button variant="soft" tone="neutral">
              Save
            </Button>
            <Button>Check out</Button>
          </Inline>
        </PageSection>
        <Card title="Log out?" elevation="raised">
          <Stack space="medium">
            <Text tone="muted">Your cart stays on this device.</Text>
            <Inline space="small" align="end">
              <Button variant="ghost" tone="neutral">
                Cancel
              </Button>
              <Button tone="critical">Log out</Button>
            </Inline>
          </Stack>
        </Card>
      </Stack>
    </KitMessagesProvider>
  );
}
