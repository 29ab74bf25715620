import {
  ClassifiedAdPage,
  ClassifiedCategoryPage,
  ClassifiedIndexPage,
} from '../../features/classified/ClassifiedReadPages';
import { ClassifiedFavPage, ClassifiedMinePage } from '../../features/classified/OwnListsPages';
import type { Screen } from '../screen';

// The classified area: the ads by category, an ad, and a member's own and favourite ads
// (posting and editing are in `classifiedForm`).

export const index: Screen = () => <ClassifiedIndexPage />;
export const category: Screen = ({ params }) => <ClassifiedCategoryPage id={params.id} />;
export const ad: Screen = ({ params }) => <ClassifiedAdPage id={params.id} />;
export const mine: Screen = () => <ClassifiedMinePage />;
export const fav: Screen = () => <ClassifiedFavPage />;
