import type { Clock } from './core/clock';
import { createSystemClock } from './core/clock';
import { installAR, type ARInstallation } from './core/namespace';
import type { SimulatedLocation } from './sim/location-simulation';
import { createSimulator, type Simulator, type SimulatorOptions } from './sim/simulator';

export interface SimulatedAROptions extends Partial<Omit<SimulatorOptions, 'clock'>> {
  global?: object;
  clock?: Clock;
  developerMode?: boolean;
  location?: SimulatedLocation;
  /** Reports what a developer's callback throws as uncaught (the browser's way by default). */
  reportError?: (error: unknown) => void;
}

export interface SimulatedAR extends ARInstallation {
  simulator: Simulator;
  clock: Clock;
}

/** Installs `AR` with the simulator as its host: the desktop-browser setup. */
export function createSimulatedAR(options: SimulatedAROptions = {}): SimulatedAR {
  const clock = options.clock ?? createSystemClock();
  const simulator = createSimulator({ ...options, clock });
  const installation = installAR({
    clock,
    host: simulator,
    ...(options.global ? { global: options.global } : {}),
    ...(options.random ? { random: options.random } : {}),
    ...(options.reportError ? { reportError: options.reportError } : {}),
    developerMode: options.developerMode ?? false,
  });
  return {
    ...installation,
    simulator,
    clock,
    uninstall() {
      simulator.dispose();
      installation.uninstall();
    },
  };
}
