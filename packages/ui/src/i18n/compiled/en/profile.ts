// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "profile": for the components that show them, `useT(profile)`. */
export const profile: EnglishPart<'profile'> = {
  "profile.title": "Profile",
  "profile.notFound": "Profile not found.",
  "profile.loadFailed": "Failed to load profile data.",
  "profile.backHome": "Back to home",
  "profile.edit": "Edit profile",
  "profile.stats": "Profile statistics",
  "profile.stats.posts": [
    [
      "count",
      "plural",
      {
        "one": [
          "#",
          " post"
        ],
        "other": [
          "#",
          " posts"
        ]
      }
    ]
  ],
  "profile.stats.followers": [
    [
      "count",
      "plural",
      {
        "one": [
          "#",
          " follower"
        ],
        "other": [
          "#",
          " followers"
        ]
      }
    ]
  ],
  "profile.stats.following": [
    [
      "count",
      "number"
    ],
    " following"
  ],
  "profile.posts": "Posts",
  "profile.postsBy": [
    "Posts by ",
    [
      "name"
    ]
  ],
  "profile.noPosts": "No posts yet.",
  "profile.shareFirst": "Share your first photo",
  "profile.skeleton.name": "Someone who shares",
  "profile.skeleton.handle": "someone",
  "profile.grid.viewPost": "View post",
  "profile.grid.viewPostCaption": [
    "View post: ",
    [
      "caption"
    ]
  ],
  "profile.grid.invalid": "Error: Invalid post data.",
  "profile.edit.back": "Back to profile",
  "profile.accountCreated.title": "Account Created",
  "profile.accountCreated.description": "Let's set up your profile.",
  "profile.accountCreated.continue": "Continue to edit profile section",
  "profile.photo.title": "Profile photo",
  "profile.photo.alt": [
    "Profile photo of ",
    [
      "name"
    ]
  ],
  "profile.photo.change": "Change photo",
  "profile.photo.editTitle": "Edit photo",
  "profile.photo.editDescription": "Move and zoom your photo inside the circle.",
  "profile.photo.choose": "Choose a photo",
  "profile.photo.chooseAnother": "Choose another photo",
  "profile.photo.save": "Save photo",
  "profile.photo.preparing": "Preparing photo…",
  "profile.photo.uploadCancelled": "Upload cancelled.",
  "profile.cancel": "Cancel",
  "profile.saving": "Saving...",
  "profile.website": "Website",
  "profile.linksNote": "Editing your links is only available on mobile.",
  "profile.bio": "Bio",
  "profile.bioCounter": [
    [
      "count",
      "number"
    ],
    " / ",
    [
      "max",
      "number"
    ]
  ],
  "profile.gender": "Gender",
  "profile.gender.male": "Male",
  "profile.gender.female": "Female",
  "profile.gender.other": "Other",
  "profile.gender.none": "Prefer not to say",
  "profile.password.title": "Change password",
  "profile.password.current": "Current password",
  "profile.password.new": "New password",
  "profile.password.confirm": "Confirm new password",
  "profile.password.hint": [
    "Use at least ",
    [
      "min",
      "number"
    ],
    " characters with a mix of letters, numbers, and symbols."
  ],
  "profile.strength.label": "Password strength",
  "profile.strength.shown": [
    "Strength: ",
    [
      "strength"
    ]
  ],
  "profile.strength.0": "Too weak",
  "profile.strength.1": "Weak",
  "profile.strength.2": "Fair",
  "profile.strength.3": "Good",
  "profile.strength.4": "Strong",
  "profile.submit": "Submit All Changes",
  "profile.updated.title": "Profile Updated",
  "profile.updated.description": "Profile updated successfully!",
  "profile.ok": "OK",
  "profile.passwordUpdated.title": "Password Updated",
  "profile.passwordUpdated.description": "Your password has been changed. Please log in again with your new password.",
  "profile.passwordUpdated.logIn": "Log in again",
  "profile.updateFailed": "Failed to update profile.",
  "profile.updateFailedBecause": [
    "Failed to update profile. ",
    [
      "reason"
    ]
  ],
  "profile.passwordFailed": "Failed to change password.",
  "profile.server.nameTooShort": [
    "Name must be at least ",
    [
      "min",
      "number"
    ],
    " characters long"
  ],
  "profile.server.bioTooLong": [
    "Bio must be ",
    [
      "max",
      "number"
    ],
    " characters or less"
  ],
  "profile.server.websiteInvalid": "Website must be a valid http(s) URL",
  "profile.server.genderInvalid": "Gender must be male, female, other or empty",
  "profile.server.noFile": "No file uploaded",
  "profile.server.passwordsRequired": "Current password and new password are required",
  "profile.server.passwordTooShort": [
    "New password must be at least ",
    [
      "min",
      "number"
    ],
    " characters long"
  ],
  "profile.server.wrongPassword": "Current password is incorrect",
  "profile.server.authRequired": "Authentication required",
  "profile.server.tokenExpired": "Access token expired",
  "profile.server.invalidToken": "Invalid token",
  "profile.server.userNotFound": "User not found",
  "profile.server.authFailed": "Authentication failed"
}
