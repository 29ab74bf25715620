import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Text } from '@citylife/ui';
import { PanoramaTour } from '../../../common/panorama/PanoramaTour';
import { findScene, panoramaScenes } from '../../../common/panoramaScenes';
import './messages';

/**
 * The panorama tour of the scenic area's four scenes: the viewer's arrows or the buttons
 * of the connected scenes (the keyboard's way) move between them.
 */
export function PanoramaTourPage() {
  const { t } = useTranslation();
  const [sceneKey, setSceneKey] = useState(panoramaScenes[0]!.key);
  const scene = findScene(sceneKey) ?? panoramaScenes[0]!;
  return (
    <Page>
      <PanoramaTour
        scene={scene}
        onSceneChange={setSceneKey}
        intro={<Text>{t('labPanorama.tour.intro', { count: panoramaScenes.length })}</Text>}
      />
    </Page>
  );
}
