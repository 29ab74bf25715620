import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Inline, PageSection, Stack } from '@citylife/ui';
import { panoramaScenes, type PanoramaScene } from '../panoramaScenes';
import { PanoramaViewer } from './PanoramaViewer';
import { connectedScenes } from './tour';
import './messages';

/**
 * The panorama tour at one scene: its name, the viewer, and buttons to the connected
 * scenes (the keyboard's way round, beside the viewer's arrows). Either way of moving
 * calls `onSceneChange`; a pressed button leaves with the scene, so the scene's name
 * takes the focus.
 */
export function PanoramaTour({
  scene,
  onSceneChange,
  intro,
}: {
  scene: PanoramaScene;
  onSceneChange: (key: string) => void;
  /** Shown above the scene's name. */
  intro?: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const go = (key: string) => {
    onSceneChange(key);
    heading.current?.focus();
  };
  return (
    <>
      <Stack space="medium">
        {intro}
        <Heading level={2} ref={heading} tabIndex={-1} aria-live="polite">
          {t(scene.name)}
        </Heading>
        <PanoramaViewer
          scenes={panoramaScenes}
          sceneKey={scene.key}
          onSceneChange={onSceneChange}
        />
      </Stack>
      <PageSection title={t('panoramaViewer.connections')} titleLevel={3}>
        <Inline space="small">
          {connectedScenes(scene).map((target) => (
            <Button key={target.key} variant="soft" onClick={() => go(target.key)}>
              {t(target.name)}
            </Button>
          ))}
        </Inline>
      </PageSection>
    </>
  );
}
