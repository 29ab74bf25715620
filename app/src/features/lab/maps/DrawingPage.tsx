import { LabBeingBuilt } from '../LabBeingBuilt';

/** Map drawing, mask variant: a lab page whose work is not done yet. */
export function MaskDrawingPage() {
  return <LabBeingBuilt />;
}

/** Map drawing, marker variant: a lab page whose work is not done yet. */
export function MarkerDrawingPage() {
  return <LabBeingBuilt />;
}
