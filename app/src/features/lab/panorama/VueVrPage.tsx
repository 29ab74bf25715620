import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Inline, Page, PageSection, Stack, Text } from '@citylife/ui';
import { PanoramaViewer } from '../../../common/panorama/PanoramaViewer';
import { findScene, panoramaScenes } from '../../../common/panoramaScenes';
import './messages';

/**
 * The virtual-reality page: the panorama tour in the viewer's VR presentation. Where the
 * device's motion sensors answer, the viewer's bar offers turning the view with the device
 * and the side-by-side stereo view for a phone in a VR headset; elsewhere the page says so
 * and the picture is turned by dragging.
 */
export function VueVrPage() {
  const { t } = useTranslation();
  const [sceneKey, setSceneKey] = useState(panoramaScenes[0]!.key);
  const [sensors, setSensors] = useState<boolean>();
  const scene = findScene(sceneKey) ?? panoramaScenes[0]!;

  return (
    <Page>
      <Stack space="medium">
        <Text>{t('labPanorama.vr.intro')}</Text>
        <Text role="status" tone={sensors === false ? 'muted' : 'neutral'} data-sensors={sensors}>
          {sensors === undefined
            ? t('labPanorama.vr.checking')
            : sensors
              ? t('labPanorama.vr.supported')
              : t('labPanorama.vr.unsupported')}
        </Text>
        <PanoramaViewer
          scenes={panoramaScenes}
          sceneKey={scene.key}
          onSceneChange={setSceneKey}
          vr
          onVrSupport={setSensors}
        />
      </Stack>
      <PageSection title={t('labPanorama.scenes')} titleLevel={2}>
        <Inline space="small">
          {panoramaScenes.map((option) => (
            <Button
              key={option.key}
              variant={option.key === scene.key ? 'solid' : 'soft'}
              pressed={option.key === scene.key}
              onClick={() => setSceneKey(option.key)}
            >
              {t(option.name)}
            </Button>
          ))}
        </Inline>
      </PageSection>
    </Page>
  );
}
