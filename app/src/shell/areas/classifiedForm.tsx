import { ClassifiedPostPage, ClassifiedUpdatePage } from '../../features/classified/AdFormPage';
import type { Screen } from '../screen';

// Posting an ad and editing one's own: forms with pictures, a chunk apart from the lists.

export const post: Screen = () => <ClassifiedPostPage />;
export const update: Screen = ({ params }) => <ClassifiedUpdatePage id={params.id} />;
