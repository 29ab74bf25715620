import { LabBeingBuilt } from '../LabBeingBuilt';

/** A lab page whose work is not done yet. */
export function VueVrPage() {
  return <LabBeingBuilt />;
}
