// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "compose": for the components that show them, `useT(compose)`. */
export const compose: EnglishPart<'compose'> = {
  "compose.back": "Back",
  "compose.cancel": "Cancel",
  "compose.caption": "Caption",
  "compose.captionPlaceholder": "Write a caption...",
  "compose.create.title": "Create new post",
  "compose.create.post": "Post",
  "compose.create.posting": "Posting...",
  "compose.create.failed": "Failed to create post. Please try again.",
  "compose.create.createdTitle": "Post Created!",
  "compose.create.createdDescription": "Your photo has been shared.",
  "compose.create.mayShowTwice": "It may show twice: the connection dropped while it was being sent, and we kept the copy rather than risk removing yours. You can delete it from your profile.",
  "compose.create.continueToFeed": "Continue to Feed",
  "compose.create.emptyPhoto": "Choose a photo to share",
  "compose.create.pickPhoto": "Select from computer",
  "compose.create.changePhoto": "Change photo",
  "compose.edit.title": "Edit post",
  "compose.edit.currentImage": "Your post as it is now",
  "compose.edit.changeImage": "Change Image",
  "compose.edit.keepImage": "Keep current image",
  "compose.edit.update": "Update Post",
  "compose.edit.updating": "Updating Post...",
  "compose.edit.updated": "Post Updated!",
  "compose.edit.updatedTitle": "Post Updated Successfully!",
  "compose.edit.redirecting": "Redirecting to your post...",
  "compose.edit.failed": "Failed to update post",
  "compose.edit.refreshFailed": "Could not refresh this post: you are editing the version loaded earlier.",
  "compose.edit.notOwner": "You can only edit your own posts.",
  "compose.edit.backToPost": "Back to post",
  "compose.edit.notFound": "Post not found.",
  "compose.edit.notFoundDetail": "It may have been deleted.",
  "compose.edit.backToFeed": "Back to feed",
  "compose.edit.loadFailed": "Could not load this post.",
  "compose.edit.loadFailedDetail": "Check your connection and try again.",
  "compose.photo.preparing": "Preparing photo…",
  "compose.photo.notAnImage": "Please choose an image file (JPEG, PNG, WebP, GIF or HEIC).",
  "compose.photo.tooLarge": [
    "The photo must be ",
    [
      "max",
      "number"
    ],
    " MB or smaller."
  ],
  "compose.photo.unreadable": "This photo could not be read. Please choose another one.",
  "compose.photo.notPrepared": "This photo could not be prepared. Please try again.",
  "compose.upload.uploading": "Uploading photo",
  "compose.upload.cancel": "Cancel upload",
  "compose.upload.cancelled": "Upload cancelled.",
  "compose.draft.restored": "Your unsaved changes were restored.",
  "compose.draft.discard": "Discard changes",
  "compose.shared.title": "Use this photo?",
  "compose.shared.titleText": "Use this text?",
  "compose.shared.about": "Another app shared this with PhotoBooth. Nothing goes into your post unless you use it.",
  "compose.shared.photoAlt": "The shared photo",
  "compose.shared.replacesBoth": "Using it replaces the photo and caption of your unsent post.",
  "compose.shared.replacesPhoto": "Using it replaces the photo of your unsent post; its caption stays.",
  "compose.shared.replacesCaption": "Using it replaces the caption of your unsent post; its photo stays.",
  "compose.shared.use": "Use this photo",
  "compose.shared.useText": "Use this text",
  "compose.shared.discard": "Discard",
  "compose.shared.tooLarge": [
    "What was shared was not taken: it is larger than ",
    [
      "max",
      "number"
    ],
    " MB."
  ],
  "compose.editor.tabs": "Edit the photo",
  "compose.editor.crop": "Crop",
  "compose.editor.filters": "Filters",
  "compose.editor.adjust": "Adjust",
  "compose.editor.cropArea": "crop area",
  "compose.editor.cropPhoto": "Crop the photo",
  "compose.editor.cropAvatar": "Crop your photo",
  "compose.editor.cropHint": "Drag the photo or use the arrow keys to move it; zoom with the slider.",
  "compose.editor.shape": "Crop shape",
  "compose.editor.shape.original": "Original",
  "compose.editor.shape.originalName": "Original shape",
  "compose.editor.shape.squareName": [
    "Square, ",
    [
      "ratio"
    ]
  ],
  "compose.editor.shape.portraitName": [
    "Portrait, ",
    [
      "ratio"
    ]
  ],
  "compose.editor.shape.landscapeName": [
    "Landscape, ",
    [
      "ratio"
    ]
  ],
  "compose.editor.zoom": "Zoom",
  "compose.editor.rotate": [
    "Rotate ",
    [
      "degrees",
      "number"
    ],
    "° clockwise"
  ],
  "compose.editor.preview": "Your photo as it will be posted",
  "compose.editor.strength": "Strength",
  "compose.editor.resetOne": [
    "Reset ",
    [
      "name"
    ]
  ],
  "compose.editor.reset": "Reset",
  "compose.look.normal": "Normal",
  "compose.look.mono": "Mono",
  "compose.look.noir": "Noir",
  "compose.look.harbor": "Harbor",
  "compose.look.ember": "Ember",
  "compose.look.meadow": "Meadow",
  "compose.look.dune": "Dune",
  "compose.look.frost": "Frost",
  "compose.look.velvet": "Velvet",
  "compose.look.bloom": "Bloom",
  "compose.look.tide": "Tide",
  "compose.look.saffron": "Saffron",
  "compose.look.slate": "Slate",
  "compose.adjust.brightness": "Brightness",
  "compose.adjust.contrast": "Contrast",
  "compose.adjust.saturation": "Saturation",
  "compose.adjust.warmth": "Warmth",
  "compose.adjust.fade": "Fade",
  "compose.adjust.vignette": "Vignette"
}
