/** Profiles and editing one. */
export const profile = {
  // A profile (spec §2 Profile).
  /**
   * Profile page: its heading, read by screen readers only, while the profile loads or could not be
   * loaded (then the person's name is the heading); also the heading of the website, bio and gender
   * section on the edit-profile page.
   */
  'profile.title': 'Profile',
  /** Profile page: shown when the profile does not exist, above a "Back to home" link. */
  'profile.notFound': 'Profile not found.',
  /**
   * Profile and edit-profile pages: error when the profile could not be loaded, with Retry: instead
   * of the page, or as a notice above the profile loaded earlier.
   */
  'profile.loadFailed': 'Failed to load profile data.',
  /**
   * Profile page: a small link styled as a button, to the home feed, under "Profile not found.".
   */
  'profile.backHome': 'Back to home',
  /**
   * Small button-styled link beside the name on the user's own profile, to the edit-profile page;
   * also that page's heading and its form's name for screen readers.
   */
  'profile.edit': 'Edit profile',
  /**
   * Profile page: the name screen readers give the list of counts (posts, followers, following)
   * under the name.
   */
  'profile.stats': 'Profile statistics',
  /**
   * Profile page: the number of posts, under the name: `{count}` is the number (shown in bold),
   * written where `#` is.
   */
  'profile.stats.posts': '{count, plural, one {# post} other {# posts}}',
  /**
   * Profile page: the number of followers, under the name (always 0 for now): `{count}` is the
   * number (shown in bold), written where `#` is.
   */
  'profile.stats.followers': '{count, plural, one {# follower} other {# followers}}',
  /**
   * Profile page: how many people the person follows, under the name (always 0 for now): `{count}`
   * is the number, shown in bold.
   */
  'profile.stats.following': '{count, number} following',
  /** Profile page: the small heading above the grid of the person's photos. */
  'profile.posts': 'Posts',
  /**
   * Profile page: the name screen readers give the grid of photos: `{name}` is the person's display
   * name.
   */
  'profile.postsBy': 'Posts by {name}',
  /** Profile page: shown in place of the grid when the person has no posts. */
  'profile.noPosts': 'No posts yet.',
  /** The user's own profile with no posts: a link under "No posts yet." to the new-post page. */
  'profile.shareFirst': 'Share your first photo',
  // The loading profile's placeholders (hidden, they only give the skeletons their size).
  /**
   * Profile page loading: never readable, drawn as a grey bar where the person's name goes; only
   * its length matters.
   */
  'profile.skeleton.name': 'Someone who shares',
  /**
   * Profile page loading: never readable, drawn as a grey bar where the handle (a short lower-case
   * name) goes; only its length matters.
   */
  'profile.skeleton.handle': 'someone',
  // The grid of a user's photos.
  /**
   * Grid of photos (profile page, "More from" on a post page): the name screen readers give a
   * photo's link to its post when the post has no caption.
   */
  'profile.grid.viewPost': 'View post',
  /**
   * Grid of photos: the name screen readers give a photo's link to its post: `{caption}` is the
   * start of its caption (up to 60 characters, then "…").
   */
  'profile.grid.viewPostCaption': 'View post: {caption}',
  /**
   * Grid of photos: the text of a small square tile standing in for a post whose data could not be
   * read; keep it short.
   */
  'profile.grid.invalid': 'Error: Invalid post data.',
  // Editing the own profile (spec §2 Edit profile).
  /**
   * Edit-profile page: the name (and tooltip) of the back-arrow link to the profile, before the
   * heading.
   */
  'profile.edit.back': 'Back to profile',
  /** Edit-profile page right after signing up: the title of the greeting dialog. */
  'profile.accountCreated.title': 'Account Created',
  /** Edit-profile page right after signing up: the text under the greeting dialog's title. */
  'profile.accountCreated.description': "Let's set up your profile.",
  /**
   * Edit-profile page right after signing up: the greeting dialog's full-width button, which closes
   * it so the profile can be edited.
   */
  'profile.accountCreated.continue': 'Continue to edit profile section',
  /**
   * Edit-profile page: the heading, read by screen readers only, of the section with the profile
   * photo.
   */
  'profile.photo.title': 'Profile photo',
  /**
   * Edit-profile page: the text alternative of the user's profile photo: `{name}` is the user's
   * display name.
   */
  'profile.photo.alt': 'Profile photo of {name}',
  /**
   * Edit-profile page: button beside the photo that opens the file picker to choose a new profile
   * photo.
   */
  'profile.photo.change': 'Change photo',
  /** Title of the dialog where the chosen profile photo is moved, zoomed and saved. */
  'profile.photo.editTitle': 'Edit photo',
  /** Profile photo dialog: the line under its title. */
  'profile.photo.editDescription': 'Move and zoom your photo inside the circle.',
  /** Profile photo dialog: the button that opens the file picker while no photo is chosen. */
  'profile.photo.choose': 'Choose a photo',
  /** Profile photo dialog: the same button once a photo is chosen, to choose another. */
  'profile.photo.chooseAnother': 'Choose another photo',
  /** Profile photo dialog: the button that uploads and saves the photo. */
  'profile.photo.save': 'Save photo',
  /**
   * Profile photo dialog: the text of the "Save photo" button while it waits for the chosen photo
   * to be prepared.
   */
  'profile.photo.preparing': 'Preparing photo…',
  /** Profile photo dialog: notice after the user cancelled the photo's upload. */
  'profile.photo.uploadCancelled': 'Upload cancelled.',
  /**
   * Profile photo dialog: the button beside "Save photo" that closes it without saving; keep it
   * short.
   */
  'profile.cancel': 'Cancel',
  /**
   * Edit-profile page: the text of the "Submit All Changes" button, and of the profile photo
   * dialog's "Save photo" button, while saving.
   */
  'profile.saving': 'Saving...',
  /** Edit-profile form: label of the website address field. */
  'profile.website': 'Website',
  /** Edit-profile form: the hint under the website field. */
  'profile.linksNote': 'Editing your links is only available on mobile.',
  /**
   * Edit-profile form: label of the bio text area (a few words the person writes about themselves).
   */
  'profile.bio': 'Bio',
  /**
   * Edit-profile form: the counter under the bio: `{count}` is the number of characters typed,
   * `{max}` the limit (150), past which the counter turns red.
   */
  'profile.bioCounter': '{count, number} / {max, number}',
  /** Edit-profile form: label of the gender select. */
  'profile.gender': 'Gender',
  /** Edit-profile form: an option of the gender select. */
  'profile.gender.male': 'Male',
  /** Edit-profile form: an option of the gender select. */
  'profile.gender.female': 'Female',
  /** Edit-profile form: an option of the gender select. */
  'profile.gender.other': 'Other',
  /** Edit-profile form: the option of the gender select for not giving one. */
  'profile.gender.none': 'Prefer not to say',
  /** Edit-profile page: the heading of the section for changing the password. */
  'profile.password.title': 'Change password',
  /** Edit-profile page, password section: label of the current password field. */
  'profile.password.current': 'Current password',
  /** Edit-profile page, password section: label of the new password field. */
  'profile.password.new': 'New password',
  /**
   * Edit-profile page, password section: label of the field where the new password is typed a
   * second time.
   */
  'profile.password.confirm': 'Confirm new password',
  /**
   * Edit-profile page, password section: the hint under "New password", above the strength meter:
   * `{min}` is the length a strong password has (8).
   */
  'profile.password.hint':
    'Use at least {min, number} characters with a mix of letters, numbers, and symbols.',
  /**
   * Edit-profile page: the name screen readers give the password strength meter under "New
   * password".
   */
  'profile.strength.label': 'Password strength',
  /**
   * Edit-profile page: the line under the password strength meter: `{strength}` is one of the
   * strength words (`profile.strength.0` to `profile.strength.4`, e.g. "Weak").
   */
  'profile.strength.shown': 'Strength: {strength}',
  /**
   * Password strength word for a password meeting none of the rules (score 0 of 4), shown as
   * `{strength}` in "Strength: {strength}" under "New password" on the edit-profile page and read
   * by screen readers for the meter.
   */
  'profile.strength.0': 'Too weak',
  /**
   * Password strength word for a score of 1 of 4, shown as `{strength}` in "Strength: {strength}"
   * under "New password" on the edit-profile page and read by screen readers for the meter.
   */
  'profile.strength.1': 'Weak',
  /**
   * Password strength word for a score of 2 of 4, shown as `{strength}` in "Strength: {strength}"
   * under "New password" on the edit-profile page and read by screen readers for the meter.
   */
  'profile.strength.2': 'Fair',
  /**
   * Password strength word for a score of 3 of 4, the least a new password needs, shown as
   * `{strength}` in "Strength: {strength}" under "New password" on the edit-profile page and read
   * by screen readers for the meter.
   */
  'profile.strength.3': 'Good',
  /**
   * Password strength word for the best score, 4 of 4, shown as `{strength}` in "Strength:
   * {strength}" under "New password" on the edit-profile page and read by screen readers for the
   * meter.
   */
  'profile.strength.4': 'Strong',
  /**
   * Edit-profile page: the large button at the bottom that saves the profile and, if its fields are
   * filled, the password change.
   */
  'profile.submit': 'Submit All Changes',
  /** Title of the dialog shown after the profile was saved. */
  'profile.updated.title': 'Profile Updated',
  /** Text of the dialog shown after the profile was saved. */
  'profile.updated.description': 'Profile updated successfully!',
  /** The button that closes the dialog shown after the profile was saved; keep it very short. */
  'profile.ok': 'OK',
  /**
   * Title of the dialog shown after the password was changed (the user must then sign in again).
   */
  'profile.passwordUpdated.title': 'Password Updated',
  /** Text of the dialog shown after the password was changed. */
  'profile.passwordUpdated.description':
    'Your password has been changed. Please log in again with your new password.',
  /**
   * The only button of the dialog shown after the password was changed; it signs out and opens the
   * sign-in page.
   */
  'profile.passwordUpdated.logIn': 'Log in again',
  // Spec §8: the profile's failure first, then what the server said of it.
  /**
   * Edit-profile page: error above "Submit All Changes", or in the profile photo dialog, when
   * saving failed and the server gave no reason.
   */
  'profile.updateFailed': 'Failed to update profile.',
  /**
   * The same error with the server's reason after it: `{reason}` is that reason, e.g. "Bio must be
   * 150 characters or less" (translated when known, see `profile.server.*`).
   */
  'profile.updateFailedBecause': 'Failed to update profile. {reason}',
  /**
   * Edit-profile page: error above "Submit All Changes" when the password could not be changed and
   * the server gave no reason.
   */
  'profile.passwordFailed': 'Failed to change password.',
  // What the server says (api-contract.md), in the reader's language (see i18n/server-messages).
  /**
   * The server's reason, in the reader's language, on the edit-profile page (as `{reason}` of
   * "Failed to update profile. {reason}", or alone above "Submit All Changes" for the password):
   * the name is too short; `{min}` is the minimum number of characters (2).
   */
  'profile.server.nameTooShort': 'Name must be at least {min, number} characters long',
  /**
   * The server's reason, in the reader's language, on the edit-profile page (as `{reason}` of
   * "Failed to update profile. {reason}", or alone above "Submit All Changes" for the password):
   * the bio is too long; `{max}` is the limit in characters (150).
   */
  'profile.server.bioTooLong': 'Bio must be {max, number} characters or less',
  /**
   * The server's reason, in the reader's language, on the edit-profile page (as `{reason}` of
   * "Failed to update profile. {reason}", or alone above "Submit All Changes" for the password):
   * the website must be an address starting with http:// or https://.
   */
  'profile.server.websiteInvalid': 'Website must be a valid http(s) URL',
  /**
   * The server's reason, in the reader's language, on the edit-profile page (as `{reason}` of
   * "Failed to update profile. {reason}", or alone above "Submit All Changes" for the password):
   * the gender must be one of the select's choices ("empty" is "Prefer not to say").
   */
  'profile.server.genderInvalid': 'Gender must be male, female, other or empty',
  /**
   * The server's reason, in the reader's language, on the edit-profile page (as `{reason}` of
   * "Failed to update profile. {reason}", or alone above "Submit All Changes" for the password): a
   * new profile photo arrived without its file.
   */
  'profile.server.noFile': 'No file uploaded',
  /**
   * The server's reason, in the reader's language, on the edit-profile page (as `{reason}` of
   * "Failed to update profile. {reason}", or alone above "Submit All Changes" for the password):
   * the current or the new password was missing.
   */
  'profile.server.passwordsRequired': 'Current password and new password are required',
  /**
   * The server's reason, in the reader's language, on the edit-profile page (as `{reason}` of
   * "Failed to update profile. {reason}", or alone above "Submit All Changes" for the password):
   * the new password is too short; `{min}` is the minimum number of characters (6).
   */
  'profile.server.passwordTooShort': 'New password must be at least {min, number} characters long',
  /**
   * The server's reason, in the reader's language, on the edit-profile page (as `{reason}` of
   * "Failed to update profile. {reason}", or alone above "Submit All Changes" for the password):
   * the current password typed is not the right one.
   */
  'profile.server.wrongPassword': 'Current password is incorrect',
  /**
   * The server's reason, in the reader's language, on the edit-profile page (as `{reason}` of
   * "Failed to update profile. {reason}", or alone above "Submit All Changes" for the password):
   * the request came without the user's sign-in.
   */
  'profile.server.authRequired': 'Authentication required',
  /**
   * The server's reason, in the reader's language, on the edit-profile page (as `{reason}` of
   * "Failed to update profile. {reason}", or alone above "Submit All Changes" for the password):
   * the user's sign-in (its access token) has expired.
   */
  'profile.server.tokenExpired': 'Access token expired',
  /**
   * The server's reason, in the reader's language, on the edit-profile page (as `{reason}` of
   * "Failed to update profile. {reason}", or alone above "Submit All Changes" for the password):
   * the user's sign-in (its access token) is not valid.
   */
  'profile.server.invalidToken': 'Invalid token',
  /**
   * The server's reason, in the reader's language, on the edit-profile page (as `{reason}` of
   * "Failed to update profile. {reason}", or alone above "Submit All Changes" for the password):
   * the user's account was not found.
   */
  'profile.server.userNotFound': 'User not found',
  /**
   * The server's reason, in the reader's language, on the edit-profile page (as `{reason}` of
   * "Failed to update profile. {reason}", or alone above "Submit All Changes" for the password):
   * the user's sign-in could not be checked.
   */
  'profile.server.authFailed': 'Authentication failed',
} as const
