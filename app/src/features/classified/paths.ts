/** The classified area's paths. */
export const classifiedPaths = {
  index: '/classified/index',
  category: (id: number) => `/classified/category/${id}`,
  ad: (id: number) => `/classified/ad/${id}`,
  post: '/classified/post',
  update: (id: number) => `/classified/update/${id}`,
  mine: '/classified/mine',
  fav: '/classified/fav',
};
