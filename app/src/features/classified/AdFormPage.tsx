import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import {
  Button,
  EmptyState,
  Page,
  Select,
  Skeleton,
  Stack,
  Switch,
  TextArea,
  TextField,
  useSnackbar,
  isMainlandMobile,
} from '@citylife/ui';
import { DataView } from '../../common/DataView';
import { PicturesField } from '../../common/pictures/PicturesField';
import { pictureUploader } from '../../common/pictures/upload';
import { useFormPictures } from '../../common/pictures/useFormPictures';
import { fieldsNamed } from '../../api/fieldErrors';
import { isNotFound } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { useFieldForm } from '../../common/useFieldForm';
import { session } from '../../stores/session';
import {
  fetchAd,
  fetchCategories,
  fetchMemberContact,
  postAd,
  updateAd,
  type ClassifiedAd,
  type ClassifiedAdInput,
  type ClassifiedCategory,
  type MemberContact,
} from './api';
import { parsePrice } from './price';
import { paths } from '../../lib/paths';
import { FormSubmit } from '../../common/FormSubmit';
import './messages';

const uploadPicture = pictureUploader('classified');

const TITLE_MAX = 50;
const CONTENT_MAX = 2000;
const CONTACT_MAX = 20;
const PICTURES_MAX = 9;

const adField = fieldsNamed('categoryId', 'title', 'price', 'content', 'pics', 'contact', 'mobile');
type AdField = NonNullable<ReturnType<typeof adField>>;

interface AdForm {
  categoryId: string;
  title: string;
  negotiable: boolean;
  price: string;
  content: string;
  pics: string[];
  contact: string;
  mobile: string;
}

function formOf(
  ad: ClassifiedAd | undefined,
  categories: readonly ClassifiedCategory[],
  member: MemberContact | undefined,
): AdForm {
  return {
    categoryId: String(ad?.categoryId ?? categories[0]?.id ?? ''),
    title: ad?.title ?? '',
    negotiable: ad ? ad.price === undefined : false,
    price: ad?.price === undefined ? '' : String(ad.price),
    content: ad?.content ?? '',
    pics: ad ? [...ad.pics] : [],
    contact: ad?.contact ?? member?.contact.slice(0, CONTACT_MAX) ?? '',
    mobile: ad?.mobile ?? (member && isMainlandMobile(member.mobile) ? member.mobile : ''),
  };
}

/**
 * The ad form: post a new ad (its contact fields starting from the member's own), or (with
 * `ad`) rewrite one of the member's own.
 */
function AdForm({
  ad,
  categories,
  member,
}: {
  ad?: ClassifiedAd | undefined;
  categories: readonly ClassifiedCategory[];
  member?: MemberContact;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [, navigate] = useLocation();
  const {
    form,
    submission,
    set: edit,
    field,
  } = useFieldForm<AdForm, AdField>(() => formOf(ad, categories, member), adField, {
    clearsFormMessage: true,
  });
  const pictures = useFormPictures(uploadPicture, submission, 'pics');

  const check = (): Partial<Record<AdField, string>> => {
    const problems: Partial<Record<AdField, string>> = {};
    if (!form.title.trim()) problems.title = t('classified.post.required');
    if (!form.content.trim()) problems.content = t('classified.post.required');
    if (!form.contact.trim()) problems.contact = t('classified.post.required');
    if (!isMainlandMobile(form.mobile.trim())) problems.mobile = t('classified.post.mobileInvalid');
    if (!form.negotiable && parsePrice(form.price) === 'invalid')
      problems.price = t('classified.post.priceInvalid');
    return problems;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (pictures.uploading) return;
    const price = form.negotiable ? undefined : parsePrice(form.price);
    const body: ClassifiedAdInput = {
      categoryId: Number(form.categoryId),
      title: form.title.trim(),
      content: form.content.trim(),
      contact: form.contact.trim(),
      mobile: form.mobile.trim(),
      pics: form.pics,
      ...(typeof price === 'number' ? { price } : {}),
    };
    let saved: ClassifiedAd | undefined;
    const sent = await submission.submit(async () => {
      saved = ad ? await updateAd(ad.id, body) : await postAd(body);
    }, check);
    if (!sent || !saved) return;
    snackbar.show(t(ad ? 'classified.update.saved' : 'classified.post.posted'), {
      tone: 'positive',
    });
    navigate(paths.classified.ad(saved.id), { replace: Boolean(ad) });
  };

  return (
    <Page>
      <Stack as="form" onSubmit={(event) => void save(event)} noValidate>
        <Select
          label={t('classified.post.category')}
          required
          options={categories.map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          {...field('categoryId')}
        />
        <TextField
          label={t('classified.post.title')}
          required
          maxLength={TITLE_MAX}
          {...field('title')}
        />
        <Switch
          label={t('classified.post.negotiable')}
          checked={form.negotiable}
          onChange={(value) => edit('negotiable', value, 'price')}
        />
        {!form.negotiable && (
          <TextField
            label={t('classified.post.price')}
            hint={t('classified.post.priceHint')}
            numeric="decimal"
            {...field('price')}
          />
        )}
        <TextArea
          label={t('classified.post.content')}
          required
          rows={5}
          maxLength={CONTENT_MAX}
          {...field('content')}
        />
        <PicturesField
          label={t('classified.post.pictures')}
          pictures={form.pics}
          onChange={(pics) => edit('pics', pics)}
          max={PICTURES_MAX}
          {...pictures.props}
        />
        <TextField
          label={t('classified.post.contact')}
          required
          maxLength={CONTACT_MAX}
          {...field('contact')}
        />
        <TextField
          label={t('classified.post.mobile')}
          required
          type="tel"
          numeric="integer"
          maxLength={11}
          {...field('mobile')}
        />
        <FormSubmit
          error={submission.formError}
          sending={submission.sending}
          disabled={pictures.uploading}
        >
          {t(ad ? 'classified.update.submit' : 'classified.post.submit')}
        </FormSubmit>
      </Stack>
    </Page>
  );
}

function FormSkeleton() {
  return (
    <Page>
      <Stack space="large" aria-busy="true">
        <Skeleton lines={6} />
      </Stack>
    </Page>
  );
}

/** /classified/post (signed in): a new ad. */
export function ClassifiedPostPage() {
  const { user } = useSnapshot(session);
  const loaded = useApiData('classified-post', async () => {
    const [categories, member] = await Promise.all([
      fetchCategories(),
      fetchMemberContact(user?.nickname),
    ]);
    return { categories, member };
  });
  return (
    <DataView data={loaded} placeholder={<FormSkeleton />}>
      {(found) => <AdForm categories={found.categories} member={found.member} />}
    </DataView>
  );
}

/** /classified/update/{id} (signed in): one of the member's own ads; anyone else's is refused. */
export function ClassifiedUpdatePage({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const adId = Number(id);
  const valid = Number.isInteger(adId) && adId > 0;
  const loaded = useApiData(`classified-update-${id}`, async () => {
    if (!valid) throw new Error('not an ad id');
    const [ad, categories] = await Promise.all([fetchAd(adId), fetchCategories()]);
    return { ad, categories };
  });
  return (
    <DataView
      data={loaded}
      placeholder={<FormSkeleton />}
      failure={(error) =>
        !valid || isNotFound(error) ? (
          <EmptyState icon="inbox" title={t('classified.ad.notFound')} />
        ) : undefined
      }
    >
      {(found) => {
        if (found.ad.ownerId !== user?.id) {
          return (
            <EmptyState
              icon="lock"
              title={t('classified.update.forbidden')}
              action={
                <Button variant="soft" href={paths.classified.ad(found.ad.id)}>
                  {t('classified.update.viewAd')}
                </Button>
              }
            />
          );
        }
        return <AdForm ad={found.ad} categories={found.categories} />;
      }}
    </DataView>
  );
}
