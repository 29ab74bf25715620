// Every table of the reference server. Each module adds its file here.
export * from './settings.js';
export * from './users.js';
