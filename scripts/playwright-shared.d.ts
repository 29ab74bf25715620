import type { PlaywrightTestConfig, Project, ReporterDescription } from '@playwright/test';

export declare const chromiumReporters: ReporterDescription[];
export declare const chromiumUse: NonNullable<PlaywrightTestConfig['use']>;
export declare const mobileChromiumProjects: Project[];
