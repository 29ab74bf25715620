/** The event screens' paths. */
export const eventPaths = {
  index: '/event/index',
  enroll: (id: number) => `/event/enroll/${id}`,
  add: '/event/add',
};
