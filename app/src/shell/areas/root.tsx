import type { ReactNode } from 'react';
import { AboutPage } from '../../features/content/AboutPage';
import { ContentPage } from '../../features/content/ContentPage';
import { FeedbackPage } from '../../features/feedback/FeedbackPage';
import { JumpPage } from '../../features/jump/JumpPage';
import { SettingsPage } from '../../features/settings/SettingsPage';
import { ImageTranslationPage, NotFoundPage, WipPage } from '../../features/status/StatusPages';
import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

const screens: Record<string, (props: ScreenProps) => ReactNode> = {
  ti: () => <ImageTranslationPage />,
  feedback: () => <FeedbackPage />,
  page: ({ params }) => <ContentPage id={params.id} />,
  about: () => <AboutPage />,
  setting: () => <SettingsPage />,
  jump: ({ params }) => <JumpPage id={params.id} />,
  wip: () => <WipPage />,
  notFound: () => <NotFoundPage />,
};

/** The root area: the site's own pages (home is a chunk of its own, areas/home.tsx). */
export default function RootArea(props: ScreenProps) {
  const render = screens[props.screen];
  return render ? render(props) : <BeingBuilt area="root" screen={props.screen} />;
}
