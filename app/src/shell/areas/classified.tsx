import { ClassifiedPostPage, ClassifiedUpdatePage } from '../../features/classified/AdFormPage';
import {
  ClassifiedAdPage,
  ClassifiedCategoryPage,
  ClassifiedIndexPage,
} from '../../features/classified/ClassifiedReadPages';
import { ClassifiedFavPage, ClassifiedMinePage } from '../../features/classified/OwnListsPages';
import type { Screen } from '../screen';

// The classified area: the ads by category, an ad, posting and editing, and a member's own
// and favourite ads.

export const index: Screen = () => <ClassifiedIndexPage />;
export const category: Screen = ({ params }) => <ClassifiedCategoryPage id={params.id} />;
export const ad: Screen = ({ params }) => <ClassifiedAdPage id={params.id} />;
export const post: Screen = () => <ClassifiedPostPage />;
export const update: Screen = ({ params }) => <ClassifiedUpdatePage id={params.id} />;
export const mine: Screen = () => <ClassifiedMinePage />;
export const fav: Screen = () => <ClassifiedFavPage />;
