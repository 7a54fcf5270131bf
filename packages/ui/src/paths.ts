/**
 * The product's routes: templates for a router (`routes`) and builders for links (`paths`).
 * Screens never navigate themselves; they link with these through the app's link component.
 */
export const routes = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  post: '/post/:id',
  notifications: '/notifications',
  createPost: '/create-post',
  editPost: '/edit-post/:id',
  profile: '/profile',
  userProfile: '/profile/:profileId',
  editProfile: '/edit-profile',
} as const

const segment = encodeURIComponent

/** Where each page is: the builders the components link with (see `UiProvider`'s `paths`). */
export type Paths = {
  home: () => string
  login: () => string
  register: () => string
  forgotPassword: () => string
  resetPassword: (token?: string) => string
  post: (id: string) => string
  notifications: () => string
  createPost: () => string
  editPost: (id: string) => string
  /** The own profile without an id; another user's with one. */
  profile: (profileId?: string) => string
  editProfile: () => string
}

export const paths: Paths = {
  home: () => routes.home,
  login: () => routes.login,
  register: () => routes.register,
  forgotPassword: () => routes.forgotPassword,
  resetPassword: (token?: string) =>
    token ? `${routes.resetPassword}?token=${segment(token)}` : routes.resetPassword,
  post: (id: string) => `/post/${segment(id)}`,
  notifications: () => routes.notifications,
  createPost: () => routes.createPost,
  editPost: (id: string) => `/edit-post/${segment(id)}`,
  /** The own profile without an id; another user's with one. */
  profile: (profileId?: string) => (profileId ? `/profile/${segment(profileId)}` : routes.profile),
  editProfile: () => routes.editProfile,
}
