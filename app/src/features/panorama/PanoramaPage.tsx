import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, ErrorState, Page } from '@citylife/ui';
import { PanoramaTour } from '../../common/panorama/PanoramaTour';
import { panoramaScenes } from '../../common/panoramaScenes';
import { sceneOfPath } from '../../common/panorama/tour';
import './messages';

/**
 * /tour/vr/{scene}: the panorama tour at a scene (the first one when none is named). The
 * path follows the scene shown, replacing the entry, whether the user moved by the
 * viewer's arrows or by the buttons of the connected scenes, the keyboard's way round.
 */
export function PanoramaPage({
  sceneKey,
  scenePath,
}: {
  sceneKey: string | undefined;
  /** The path of the viewer at a scene. */
  scenePath: (key: string) => string;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const scene = sceneOfPath(sceneKey);
  const first = panoramaScenes[0]!;

  if (!scene) {
    return (
      <Page>
        <ErrorState
          icon="inbox"
          title={t('panorama.notFound.title')}
          description={t('panorama.notFound.description')}
        />
        <Button variant="soft" href={scenePath(first.key)}>
          {t('panorama.notFound.first')}
        </Button>
      </Page>
    );
  }

  // The path follows the scene shown, replacing the entry.
  const follow = (key: string) => {
    if (key !== scene.key) navigate(scenePath(key), { replace: true });
  };

  return (
    <Page>
      <PanoramaTour scene={scene} onSceneChange={follow} />
    </Page>
  );
}
