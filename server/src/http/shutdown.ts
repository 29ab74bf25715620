/** Where the server is in its life: serving, or told to stop (SIGTERM) and draining. */
export interface Lifecycle {
  stopping: boolean;
}
