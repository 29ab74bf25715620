import {
  ClassifiedAdPage,
  ClassifiedCategoryPage,
  ClassifiedIndexPage,
} from '../../features/classified/ClassifiedReadPages';
import { notBuiltYet } from '../BeingBuilt';
import type { Screen } from '../screen';

// The classified area: the ads by category, an ad, and a member's own and favourite ads.

const screen = notBuiltYet('classified');
export const index: Screen = () => <ClassifiedIndexPage />;
export const category: Screen = ({ params }) => <ClassifiedCategoryPage id={params.id} />;
export const ad: Screen = ({ params }) => <ClassifiedAdPage id={params.id} />;
export const post = screen;
export const update = screen;
export const mine = screen;
export const fav = screen;
