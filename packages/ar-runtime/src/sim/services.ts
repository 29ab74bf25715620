import type { HostLink } from '../bridge/messages';
import type { Clock } from '../core/clock';

/**
 * What the simulated resource loading and media playback run on: the clock, the random
 * source and the link to the page (none until the page connects).
 */
export interface SimServices {
  readonly clock: Clock;
  readonly random: () => number;
  readonly link: () => HostLink | undefined;
}
