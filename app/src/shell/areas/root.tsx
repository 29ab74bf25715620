import { AboutPage } from '../../features/content/AboutPage';
import { ContentPage } from '../../features/content/ContentPage';
import { FeedbackPage } from '../../features/feedback/FeedbackPage';
import { JumpPage } from '../../features/jump/JumpPage';
import { SettingsPage } from '../../features/settings/SettingsPage';
import { ImageTranslationPage, NotFoundPage, WipPage } from '../../features/status/StatusPages';
import type { Screen } from '../screen';

// The root area: the site's own pages (home is a chunk of its own).

export const ti: Screen = () => <ImageTranslationPage />;
export const feedback: Screen = () => <FeedbackPage />;
export const page: Screen = ({ params }) => <ContentPage id={params.id} />;
export const about: Screen = () => <AboutPage />;
export const setting: Screen = () => <SettingsPage />;
export const jump: Screen = ({ params }) => <JumpPage id={params.id} />;
export const wip: Screen = () => <WipPage />;
export const notFound: Screen = () => <NotFoundPage />;
