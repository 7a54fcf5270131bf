import { Loader, routes } from '@photobooth/ui'
import { type ComponentType, lazy, Suspense } from 'react'
import { BrowserRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom'
import { Protected } from './auth/Protected'
import { AppShell } from './layout/AppShell'
import { ErrorBoundary } from './layout/ErrorBoundary'
import { NotFoundPage } from './layout/NotFoundPage'
import { Root } from './Root'
import { FeedRoute } from './routes/FeedRoute'

/** A page whose code is its own chunk, fetched on the first visit. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}

const LoginRoute = page(() => import('./routes/LoginRoute'), 'LoginRoute')
const RegisterRoute = page(() => import('./routes/RegisterRoute'), 'RegisterRoute')
const ForgotPasswordRoute = page(
  () => import('./routes/ForgotPasswordRoute'),
  'ForgotPasswordRoute',
)
const ResetPasswordRoute = page(() => import('./routes/ResetPasswordRoute'), 'ResetPasswordRoute')
const PostRoute = page(() => import('./routes/PostRoute'), 'PostRoute')
const NotificationsRoute = page(() => import('./routes/NotificationsRoute'), 'NotificationsRoute')
const CreatePostRoute = page(() => import('./routes/CreatePostRoute'), 'CreatePostRoute')
const EditPostRoute = page(() => import('./routes/EditPostRoute'), 'EditPostRoute')
const ProfileRoute = page(() => import('./routes/ProfileRoute'), 'ProfileRoute')
const EditProfileRoute = page(() => import('./routes/EditProfileRoute'), 'EditProfileRoute')

function ShellOutlet() {
  return (
    <AppShell>
      <Suspense fallback={<Loader />}>
        <Outlet />
      </Suspense>
    </AppShell>
  )
}

function AppRoutes() {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<Root />}>
          <Route path={routes.home} element={<FeedRoute />} />
          <Route path={routes.login} element={<LoginRoute />} />
          <Route path={routes.register} element={<RegisterRoute />} />
          <Route path={routes.forgotPassword} element={<ForgotPasswordRoute />} />
          <Route path={routes.resetPassword} element={<ResetPasswordRoute />} />
          <Route element={<Protected />}>
            <Route element={<ShellOutlet />}>
              <Route path={routes.post} element={<PostRoute />} />
              <Route path={routes.notifications} element={<NotificationsRoute />} />
              <Route path={routes.createPost} element={<CreatePostRoute />} />
              <Route path={routes.editPost} element={<EditPostRoute />} />
              <Route path={routes.profile} element={<ProfileRoute />} />
              <Route path={routes.userProfile} element={<ProfileRoute />} />
              <Route path={routes.editProfile} element={<EditProfileRoute />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  )
}

/**
 * The product's routes (spec §2), from the UI package's route templates. The feed is in the
 * first download; every other page is its own chunk.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
