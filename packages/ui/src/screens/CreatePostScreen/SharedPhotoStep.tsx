'use client'

import { useId } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Button, IconButton } from '../../components/Button/Button'
import { Cluster, Stack } from '../../components/Layout/Layout'
import { Heading } from '../../components/Text/Text'
import { PostFormPage } from '../../forms/PostForm/PostForm'
import { evenBody } from '../../forms/PostForm/PostForm.css'
import { compose } from '../../i18n/compiled/en/compose'
import { useT } from '../../i18n/use-t'
import { BackIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { text as textStyle } from '../../styles/text.css'
import * as page from './CreatePostScreen.css'
import * as styles from './SharedPhotoStep.css'

export interface SharedPhotoStepProps {
  /**
   * The shared photo: its name, and an address its preview is drawn from (an object URL; none
   * yet while it is made).
   */
  photo?: { src?: string | undefined; name: string } | undefined
  /** The text shared with it, which would become the caption. */
  text?: string | undefined
  /**
   * The person has a post they started and did not send: the step says what using the share
   * replaces of it (the photo, the caption, or both: what was shared).
   */
  replacesDraft?: boolean
  /** "Use this photo" (or "Use this text"): the share goes into the form. */
  onUse: () => void
  /** "Discard": the share is thrown away, the form shown as it was. */
  onDiscard: () => void
  /** The header's back button. */
  onBack: () => void
}

/**
 * What another app shared (the phone's share sheet, or any website posting to the share
 * target), offered before the new-post form: its photo, its name and its text, "Use this photo"
 * and "Discard". Nothing of the person's unsent post changes until they choose to use it; when
 * there is one, the step says what using it replaces. A pure view of `CreatePostScreen`'s first
 * step after a share.
 */
export function SharedPhotoStep({
  photo,
  text,
  replacesDraft = false,
  onUse,
  onDiscard,
  onBack,
}: SharedPhotoStepProps) {
  const t = useT(compose)
  const pageTitleId = useId()
  const stepTitleId = useId()
  const replaces = !replacesDraft
    ? null
    : photo && text
      ? t('compose.shared.replacesBoth')
      : photo
        ? t('compose.shared.replacesPhoto')
        : t('compose.shared.replacesCaption')
  return (
    <PostFormPage labelledBy={pageTitleId}>
      <header className={page.header}>
        <IconButton label={t('compose.back')} onClick={onBack} className={page.headerStart}>
          <BackIcon size={24} />
        </IconButton>
        <Heading level={1} size="lg" id={pageTitleId} className={page.title}>
          {t('compose.create.title')}
        </Heading>
      </header>
      <section aria-labelledby={stepTitleId} className={evenBody}>
        {photo ? (
          <figure className={styles.figure}>
            {photo.src ? (
              <img src={photo.src} alt={t('compose.shared.photoAlt')} className={styles.preview} />
            ) : null}
            <figcaption className={cx(textStyle({ size: 'sm', tone: 'muted' }), styles.name)}>
              <bdi>{photo.name}</bdi>
            </figcaption>
          </figure>
        ) : null}
        <Stack gap="md">
          <Heading level={2} size="md" id={stepTitleId}>
            {t(photo ? 'compose.shared.title' : 'compose.shared.titleText')}
          </Heading>
          <p className={textStyle({ size: 'sm', tone: 'muted' })}>{t('compose.shared.about')}</p>
          {text ? (
            <dl className={styles.said}>
              <dt className={textStyle({ size: 'sm', weight: 'bold' })}>{t('compose.caption')}</dt>
              <dd dir="auto" className={styles.text}>
                {text}
              </dd>
            </dl>
          ) : null}
          {replaces ? <Alert tone="info">{replaces}</Alert> : null}
          <Cluster gap="sm">
            <Button onClick={onUse}>
              {t(photo ? 'compose.shared.use' : 'compose.shared.useText')}
            </Button>
            <Button variant="secondary" onClick={onDiscard}>
              {t('compose.shared.discard')}
            </Button>
          </Cluster>
        </Stack>
      </section>
    </PostFormPage>
  )
}
