import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Inline, Page, PageSection, Stack, Text } from '@citylife/ui';
import { PanoramaViewer } from '../../../common/panorama/PanoramaViewer';
import { connectedScenes } from '../../../common/panorama/tour';
import { findScene, panoramaScenes } from '../../../common/panoramaScenes';
import './messages';

/**
 * The panorama tour of the scenic area's four scenes: the viewer's arrows or the buttons
 * of the connected scenes (the keyboard's way) move between them.
 */
export function PanoramaTourPage() {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [sceneKey, setSceneKey] = useState(panoramaScenes[0]!.key);
  const scene = findScene(sceneKey) ?? panoramaScenes[0]!;

  const go = (key: string) => {
    setSceneKey(key);
    // The pressed button leaves with the scene: the scene's name takes the focus.
    heading.current?.focus();
  };

  return (
    <Page>
      <Stack space="medium">
        <Text>{t('labPanorama.tour.intro', { count: panoramaScenes.length })}</Text>
        <Heading level={2} ref={heading} tabIndex={-1} aria-live="polite">
          {t(scene.name)}
        </Heading>
        <PanoramaViewer scenes={panoramaScenes} sceneKey={scene.key} onSceneChange={setSceneKey} />
      </Stack>
      <PageSection title={t('labPanorama.connections')} titleLevel={3}>
        <Inline space="small">
          {connectedScenes(scene).map((target) => (
            <Button key={target.key} variant="soft" onClick={() => go(target.key)}>
              {t(target.name)}
            </Button>
          ))}
        </Inline>
      </PageSection>
    </Page>
  );
}
