/** The lab's paths. */
export const labPaths = {
  index: '/lab/index',
  page: (name: string) => `/lab/${name}`,
  /** The WeChat sign-in of the new flow, linked from the lab index. */
  wechatNew: '/oauth/index/WechatNew',
};
