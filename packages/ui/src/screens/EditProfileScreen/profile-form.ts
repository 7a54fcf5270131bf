import { GENDERS, type Gender, type User } from '@photobooth/api-client'
import { passwordScore, STRONG_ENOUGH } from '../../components/PasswordStrengthMeter/password-score'
import type { Problems } from '../../forms/validators'

/** Everything the "Submit All Changes" form holds, as typed. */
// A type rather than an interface: `useForm` wants values assignable to Record<string, string>.
export type ProfileFormValues = {
  website: string
  bio: string
  gender: string
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const

/** The form's starting values: the signed-in user's profile and empty password fields. */
export function initialValues(user: User): ProfileFormValues {
  return {
    website: user.website ?? '',
    bio: user.bio,
    gender: user.gender ?? '',
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  }
}

/** The profile's own fields, without the passwords: what a draft of the form may keep. */
export function profileFields({ website, bio, gender }: ProfileFormValues) {
  return { website, bio, gender }
}

/** Typing in any password field asks for a password change. */
export function wantsPasswordChange(values: ProfileFormValues): boolean {
  return PASSWORD_FIELDS.some((field) => values[field] !== '')
}

/**
 * The password rules (spec §5), checked only when a change is asked for. One problem at a
 * time, on the field that has it, in the spec's order: all three filled, new and confirm
 * equal, strong enough. The profile fields have no client-side rules: the server's answer
 * (e.g. a website that is not http(s)) is shown instead, and the bio's 150 is only a counter.
 */
export function validateProfileForm(values: ProfileFormValues): Problems<keyof ProfileFormValues> {
  if (!wantsPasswordChange(values)) return {}
  const empty = PASSWORD_FIELDS.find((field) => values[field] === '')
  if (empty) return { [empty]: 'forms.passwordsRequired' }
  if (values.newPassword !== values.confirmPassword) {
    return { confirmPassword: 'forms.newPasswordsDiffer' }
  }
  if (passwordScore(values.newPassword) < STRONG_ENOUGH) {
    return { newPassword: 'forms.passwordTooWeak' }
  }
  return {}
}

/** The form's gender as the contract spells it; anything unknown is "prefer not to say". */
export function toGender(value: string): Gender {
  return (GENDERS as readonly string[]).includes(value) ? (value as Gender) : ''
}
