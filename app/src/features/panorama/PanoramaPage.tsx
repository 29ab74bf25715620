import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, ErrorState, Heading, Inline, Page, PageSection, Stack } from '@citylife/ui';
import { PanoramaViewer } from '../../common/panorama/PanoramaViewer';
import { panoramaScenes } from '../../common/panoramaScenes';
import { connectedScenes, sceneOfPath } from '../../common/panorama/tour';
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
  const heading = useRef<HTMLHeadingElement>(null);
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

  const follow = (key: string) => {
    if (key !== scene.key) navigate(scenePath(key), { replace: true });
  };
  const go = (key: string) => {
    follow(key);
    // The pressed button leaves with the scene: the scene's name takes the focus.
    heading.current?.focus();
  };

  return (
    <Page>
      <Stack space="medium">
        <Heading level={2} ref={heading} tabIndex={-1} aria-live="polite">
          {t(scene.name)}
        </Heading>
        <PanoramaViewer scenes={panoramaScenes} sceneKey={scene.key} onSceneChange={follow} />
      </Stack>
      <PageSection title={t('panorama.connections')} titleLevel={3}>
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
