import type { components } from '@citylife/api-client';

type TopupSlot = components['schemas']['TopupSlot'];

/** The slot the screen starts with: the one the server marks as the default choice. */
export function defaultTopupAmount(slots: readonly TopupSlot[]): number | undefined {
  return slots.find((slot) => slot.selected)?.amount;
}

/**
 * The amount to top up: the chosen slot's, or undefined when none of the offered slots is
 * chosen (a top-up needs a selected amount).
 */
export function chosenTopupAmount(
  slots: readonly TopupSlot[],
  chosen: number | undefined,
): number | undefined {
  return slots.some((slot) => slot.amount === chosen) ? chosen : undefined;
}
