/** Creating and editing a post: the photo, its editor, the caption, upload progress, drafts. */
export const compose = {
  /**
   * New-post page: the name screen readers give (and the tooltip of) the back-arrow icon button at
   * the start of the header.
   */
  'compose.back': 'Back',
  /**
   * Small "Cancel" button beside a photo's upload progress bar (stops the upload), and the link
   * under the edit-post form that leaves it without saving. Keep it short.
   */
  'compose.cancel': 'Cancel',
  /** Post form (new and edited post): label of the caption text area. */
  'compose.caption': 'Caption',
  /** Post form: placeholder inside the empty caption text area. */
  'compose.captionPlaceholder': 'Write a caption...',
  /**
   * New-post page: the title in its header, between the back button and the "Post" button; keep it
   * short.
   */
  'compose.create.title': 'Create new post',
  /**
   * New-post page: the small button at the end of the header that publishes the post; keep it very
   * short.
   */
  'compose.create.post': 'Post',
  /**
   * New-post page: the text of the header's "Post" button while the post is being sent; keep it
   * short.
   */
  'compose.create.posting': 'Posting...',
  /** New-post page: error above the form when the post could not be created. */
  'compose.create.failed': 'Failed to create post. Please try again.',
  /** Title of the dialog shown once a new post has been published. */
  'compose.create.createdTitle': 'Post Created!',
  /** Text under the title of the "Post Created!" dialog. */
  'compose.create.createdDescription': 'Your photo has been shared.',
  /**
   * "Post Created!" dialog, below its text, only when the connection dropped while the post was
   * sent and a copy of it was stored too that could not safely be removed (someone had already
   * liked or commented on it).
   */
  'compose.create.mayShowTwice':
    'It may show twice: the connection dropped while it was being sent, and we kept the copy rather than risk removing yours. You can delete it from your profile.',
  /** The only button of the "Post Created!" dialog; it goes to the home feed. */
  'compose.create.continueToFeed': 'Continue to Feed',
  /** New-post form: the large text in the empty photo area, before a photo is chosen. */
  'compose.create.emptyPhoto': 'Choose a photo to share',
  /**
   * New-post form: the button under the photo area that opens the file picker to choose a photo.
   */
  'compose.create.pickPhoto': 'Select from computer',
  /** New-post form: the same button once a photo is chosen, to choose another one. */
  'compose.create.changePhoto': 'Change photo',
  /** Edit-post page: its title, and the name of the edit form for screen readers. */
  'compose.edit.title': 'Edit post',
  /**
   * Edit-post form: the text alternative (read by screen readers) of the post's current photo,
   * shown until another one is chosen.
   */
  'compose.edit.currentImage': 'Your post as it is now',
  /**
   * Edit-post form: the button under the photo that opens the file picker to replace the post's
   * photo (before and after a new one is chosen).
   */
  'compose.edit.changeImage': 'Change Image',
  /**
   * Edit-post form: small button beside "Change Image" once a new photo is chosen; it drops that
   * photo and keeps the post's current one.
   */
  'compose.edit.keepImage': 'Keep current image',
  /** Edit-post form: the submit button that saves the changes. */
  'compose.edit.update': 'Update Post',
  /** Edit-post form: the text of the submit button while the changes are being saved. */
  'compose.edit.updating': 'Updating Post...',
  /**
   * Edit-post form: the text of the submit button, after a check mark, once the changes are saved.
   */
  'compose.edit.updated': 'Post Updated!',
  /**
   * Edit-post page: the large text of the overlay that covers the form once the post is saved
   * (announced by screen readers).
   */
  'compose.edit.updatedTitle': 'Post Updated Successfully!',
  /**
   * Edit-post page: the line under "Post Updated Successfully!" while the app goes back to the
   * post.
   */
  'compose.edit.redirecting': 'Redirecting to your post...',
  /** Edit-post page: error toast when the changes could not be saved. */
  'compose.edit.failed': 'Failed to update post',
  /**
   * Edit-post page: notice above the form, with a Retry button, when reloading the post failed; the
   * form keeps the version loaded earlier.
   */
  'compose.edit.refreshFailed':
    'Could not refresh this post: you are editing the version loaded earlier.',
  /**
   * Edit-post page: shown instead of the form when the post belongs to someone else, above a "Back
   * to post" link.
   */
  'compose.edit.notOwner': 'You can only edit your own posts.',
  /**
   * Edit-post page: a link styled as a button, back to the post, under "You can only edit your own
   * posts.".
   */
  'compose.edit.backToPost': 'Back to post',
  /** Edit-post page: shown instead of the form when the post does not exist. */
  'compose.edit.notFound': 'Post not found.',
  /** Edit-post page: the second line under "Post not found.". */
  'compose.edit.notFoundDetail': 'It may have been deleted.',
  /** Edit-post page: a link styled as a button, to the home feed, under "Post not found.". */
  'compose.edit.backToFeed': 'Back to feed',
  /**
   * Edit-post page: shown instead of the form, above a Retry button, when the post could not be
   * loaded.
   */
  'compose.edit.loadFailed': 'Could not load this post.',
  /** Edit-post page: the second line under "Could not load this post.". */
  'compose.edit.loadFailedDetail': 'Check your connection and try again.',
  /**
   * Status while a chosen photo is being prepared in the browser (post form and profile photo
   * dialog): in the photo area, above the upload bar, and as the text of the "Post" or "Update
   * Post" button waiting for it.
   */
  'compose.photo.preparing': 'Preparing photo…',
  /**
   * Error under the photo picker (post form, profile photo dialog) when the chosen file is not an
   * image.
   */
  'compose.photo.notAnImage': 'Please choose an image file (JPEG, PNG, WebP, GIF or HEIC).',
  /**
   * Error under the photo picker (post form, profile photo dialog) when the chosen file is too big:
   * `{max}` is the limit in megabytes (50).
   */
  'compose.photo.tooLarge': 'The photo must be {max, number} MB or smaller.',
  /**
   * Error under the photo picker (post form, profile photo dialog) when the chosen file could not
   * be read as a picture.
   */
  'compose.photo.unreadable': 'This photo could not be read. Please choose another one.',
  /**
   * Error under the photo picker (post form, profile photo dialog) when a photo that could be read
   * could not be prepared (e.g. the browser ran out of memory).
   */
  'compose.photo.notPrepared': 'This photo could not be prepared. Please try again.',
  /**
   * Label above the progress bar while a photo uploads (post form, profile photo dialog); the
   * percentage is shown beside it.
   */
  'compose.upload.uploading': 'Uploading photo',
  /**
   * The name screen readers give the "Cancel" button beside the upload progress bar (the button
   * shows `compose.cancel`).
   */
  'compose.upload.cancel': 'Cancel upload',
  /**
   * Notice after the user cancelled a photo upload: above the new-post form, and as a toast on the
   * edit-post page.
   */
  'compose.upload.cancelled': 'Upload cancelled.',
  /**
   * Notice at the top of a form (new post, edited post, edit profile) that was filled again with
   * unsaved changes kept from before (e.g. a reload); "Discard changes" follows on its line.
   */
  'compose.draft.restored': 'Your unsaved changes were restored.',
  /**
   * Small link-style button in that notice: throws the kept changes away and starts the form
   * afresh.
   */
  'compose.draft.discard': 'Discard changes',
  /**
   * New-post page, opened by the phone's share sheet (another app shared a photo into PhotoBooth):
   * the title of the step that asks whether to use the shared photo, shown before the form.
   */
  'compose.shared.title': 'Use this photo?',
  /**
   * New-post page, opened by the share sheet with text but no photo: the title of the step that
   * asks whether to use the shared text as the caption.
   */
  'compose.shared.titleText': 'Use this text?',
  /**
   * The line under "Use this photo?": it came from another app (or website), and nothing changes
   * in the person's post unless they choose to use it.
   */
  'compose.shared.about':
    'Another app shared this with PhotoBooth. Nothing goes into your post unless you use it.',
  /** The text alternative (read by screen readers) of the shared photo's preview in that step. */
  'compose.shared.photoAlt': 'The shared photo',
  /**
   * In the "Use this photo?" step when the person has a post they started and did not send:
   * using the shared photo and text replaces both in it.
   */
  'compose.shared.replacesBoth': 'Using it replaces the photo and caption of your unsent post.',
  /**
   * In the "Use this photo?" step when the person has a post they started and did not send, and
   * only a photo was shared: using it replaces that post's photo, and its caption stays.
   */
  'compose.shared.replacesPhoto':
    'Using it replaces the photo of your unsent post; its caption stays.',
  /**
   * In the "Use this text?" step when the person has a post they started and did not send, and
   * only text was shared: using it replaces that post's caption, and its photo stays.
   */
  'compose.shared.replacesCaption':
    'Using it replaces the caption of your unsent post; its photo stays.',
  /** The main button of the "Use this photo?" step: puts the shared photo (and text) in the form. */
  'compose.shared.use': 'Use this photo',
  /** The main button of the "Use this text?" step: puts the shared text in the caption. */
  'compose.shared.useText': 'Use this text',
  /**
   * The other button of the "Use this photo?" step: the shared photo and text are thrown away and
   * the form is shown as it was. Keep it short.
   */
  'compose.shared.discard': 'Discard',
  /**
   * New-post page, opened by the share sheet with something too big: error above the form.
   * `{max}` is the limit in megabytes (50).
   */
  'compose.shared.tooLarge': 'What was shared was not taken: it is larger than {max, number} MB.',
  /**
   * Photo editor: the name of its row of tabs (Crop, Filters, Adjust), read by screen readers only.
   */
  'compose.editor.tabs': 'Edit the photo',
  /**
   * Photo editor: the tab for cropping, zooming and turning the photo; one of three tabs side by
   * side, so keep it short.
   */
  'compose.editor.crop': 'Crop',
  /**
   * Photo editor: the tab for choosing a filter, and the name of the list of filters for screen
   * readers; one of three tabs side by side, so keep it short.
   */
  'compose.editor.filters': 'Filters',
  /**
   * Photo editor: the tab with sliders for brightness, contrast and the like; one of three tabs
   * side by side, so keep it short.
   */
  'compose.editor.adjust': 'Adjust',
  /**
   * Photo editor: what screen readers call the kind of element (its role description) of the area
   * where the photo is dragged under the crop; a short lower-case noun.
   */
  'compose.editor.cropArea': 'crop area',
  /** Photo editor: the name screen readers give the crop area of a post's photo. */
  'compose.editor.cropPhoto': 'Crop the photo',
  /** Photo editor in the profile photo dialog: the name screen readers give the round crop area. */
  'compose.editor.cropAvatar': 'Crop your photo',
  /** Photo editor: small hint under the crop area, also read by screen readers with it. */
  'compose.editor.cropHint':
    'Drag the photo or use the arrow keys to move it; zoom with the slider.',
  /**
   * Photo editor: the name screen readers give the group of buttons for the crop's shape (Original,
   * 1:1, 4:5, 1.91:1).
   */
  'compose.editor.shape': 'Crop shape',
  /**
   * Photo editor: the visible text of the small shape button that keeps the photo's own proportions
   * (the others show ratios such as "4:5"); keep it short.
   */
  'compose.editor.shape.original': 'Original',
  /** Photo editor: the name screen readers give the "Original" shape button. */
  'compose.editor.shape.originalName': 'Original shape',
  /**
   * Photo editor: the name screen readers give the square shape button: `{ratio}` is "1:1", in the
   * reader's digits.
   */
  'compose.editor.shape.squareName': 'Square, {ratio}',
  /**
   * Photo editor: the name screen readers give the upright (taller than wide) shape button:
   * `{ratio}` is "4:5", in the reader's digits.
   */
  'compose.editor.shape.portraitName': 'Portrait, {ratio}',
  /**
   * Photo editor: the name screen readers give the wide shape button: `{ratio}` is "1.91:1", in the
   * reader's digits.
   */
  'compose.editor.shape.landscapeName': 'Landscape, {ratio}',
  /**
   * Photo editor: short label beside the zoom slider, also the slider's name for screen readers.
   */
  'compose.editor.zoom': 'Zoom',
  /**
   * Photo editor: the name (and tooltip) of the icon button that turns the photo: `{degrees}` is
   * the angle, 90.
   */
  'compose.editor.rotate': 'Rotate {degrees, number}° clockwise',
  /**
   * Photo editor (Filters and Adjust tabs): the name screen readers give the preview of the photo
   * with the chosen filter and adjustments.
   */
  'compose.editor.preview': 'Your photo as it will be posted',
  /**
   * Photo editor, Filters tab: short label beside the slider setting how strongly the chosen filter
   * applies (0–100 %).
   */
  'compose.editor.strength': 'Strength',
  /**
   * Photo editor, Adjust tab: the name (and tooltip) of the small icon button beside a slider that
   * sets it back to 0: `{name}` is the slider's name, e.g. "Brightness".
   */
  'compose.editor.resetOne': 'Reset {name}',
  /** Photo editor, Adjust tab: small button that sets every slider back to 0. */
  'compose.editor.reset': 'Reset',
  /**
   * Photo editor, Filters tab: the first choice, no filter (the photo as it is), under its small
   * thumbnail; keep it to one short word.
   */
  'compose.look.normal': 'Normal',
  /**
   * Photo editor, Filters tab: the name of a filter under its small thumbnail (black and white);
   * keep it to one short word, a fanciful name whose mood may be translated.
   */
  'compose.look.mono': 'Mono',
  /**
   * Photo editor, Filters tab: the name of a filter under its small thumbnail (contrasty black and
   * white with dark corners); keep it to one short word, a fanciful name whose mood may be
   * translated.
   */
  'compose.look.noir': 'Noir',
  /**
   * Photo editor, Filters tab: the name of a filter under its small thumbnail (cool and bluish,
   * like a harbour); keep it to one short word, a fanciful name whose mood may be translated.
   */
  'compose.look.harbor': 'Harbor',
  /**
   * Photo editor, Filters tab: the name of a filter under its small thumbnail (warm, reddish and
   * vivid, like embers); keep it to one short word, a fanciful name whose mood may be translated.
   */
  'compose.look.ember': 'Ember',
  /**
   * Photo editor, Filters tab: the name of a filter under its small thumbnail (fresh and greenish,
   * like a meadow); keep it to one short word, a fanciful name whose mood may be translated.
   */
  'compose.look.meadow': 'Meadow',
  /**
   * Photo editor, Filters tab: the name of a filter under its small thumbnail (warm, muted and
   * faded, like sand dunes); keep it to one short word, a fanciful name whose mood may be
   * translated.
   */
  'compose.look.dune': 'Dune',
  /**
   * Photo editor, Filters tab: the name of a filter under its small thumbnail (cold and pale blue,
   * like frost); keep it to one short word, a fanciful name whose mood may be translated.
   */
  'compose.look.frost': 'Frost',
  /**
   * Photo editor, Filters tab: the name of a filter under its small thumbnail (rich and purplish
   * with darker corners); keep it to one short word, a fanciful name whose mood may be translated.
   */
  'compose.look.velvet': 'Velvet',
  /**
   * Photo editor, Filters tab: the name of a filter under its small thumbnail (bright, soft and
   * slightly faded, like blossom); keep it to one short word, a fanciful name whose mood may be
   * translated.
   */
  'compose.look.bloom': 'Bloom',
  /**
   * Photo editor, Filters tab: the name of a filter under its small thumbnail (a sea-green tint,
   * like the tide); keep it to one short word, a fanciful name whose mood may be translated.
   */
  'compose.look.tide': 'Tide',
  /**
   * Photo editor, Filters tab: the name of a filter under its small thumbnail (warm golden yellow,
   * like saffron); keep it to one short word, a fanciful name whose mood may be translated.
   */
  'compose.look.saffron': 'Saffron',
  /**
   * Photo editor, Filters tab: the name of a filter under its small thumbnail (cool grey and muted,
   * like slate); keep it to one short word, a fanciful name whose mood may be translated.
   */
  'compose.look.slate': 'Slate',
  /**
   * Photo editor, Adjust tab: the name beside a slider that makes the photo darker or lighter (−100
   * to +100); also `{name}` in "Reset {name}". Keep it short.
   */
  'compose.adjust.brightness': 'Brightness',
  /**
   * Photo editor, Adjust tab: the name beside a slider for the difference between dark and light
   * (−100 to +100); also `{name}` in "Reset {name}". Keep it short.
   */
  'compose.adjust.contrast': 'Contrast',
  /**
   * Photo editor, Adjust tab: the name beside a slider for the intensity of the colours (−100 to
   * +100); also `{name}` in "Reset {name}". Keep it short.
   */
  'compose.adjust.saturation': 'Saturation',
  /**
   * Photo editor, Adjust tab: the name beside a slider that makes the colours cooler (bluer) or
   * warmer (redder); also `{name}` in "Reset {name}". Keep it short.
   */
  'compose.adjust.warmth': 'Warmth',
  /**
   * Photo editor, Adjust tab: the name beside a slider that washes out the blacks for a faded look
   * (0 to 100); also `{name}` in "Reset {name}". Keep it short.
   */
  'compose.adjust.fade': 'Fade',
  /**
   * Photo editor, Adjust tab: the name beside a slider that darkens the photo's corners (0 to 100);
   * also `{name}` in "Reset {name}". Keep it short.
   */
  'compose.adjust.vignette': 'Vignette',
} as const
