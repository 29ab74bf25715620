/** The poll screens' paths. */
export const pollPaths = {
  index: '/poll/index',
  detail: (id: number) => `/poll/detail/${id}`,
  stat: (id: number) => `/poll/stat/${id}`,
  enroll: '/poll/enroll',
};
