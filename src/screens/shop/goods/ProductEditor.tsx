import { memo, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { products } from '@/entities/product/product';
import { useFormatAttrMutation, useSaveProductMutation, type ProductInfo } from '@/entities/product/productApi';
import { MAX_SLIDES, mergeGenerated, newProductForm, productBody, productProblems, SWITCHES, type ProductProblems, type SwitchKey } from '@/entities/product/productForm';
import { attrsProblem } from '@/entities/product/specs';
import { notify } from '@/features/notifications/notificationsSlice';
import { usePermission } from '@/features/permission/usePermission';
import { useShownPage } from '@/features/navigation/PageContext';
import { usePictureDialog } from '@/kit/pictures/usePictureDialog';
import { RichTextField } from '@/kit/richText/RichTextField';
import { viewClosed } from '@/features/tabs/slice';
import { UnsavedChanges, useTabTitle } from '@/features/tabs/UnsavedChanges';
import { GOODS_LIST_PATH } from './goodsPaths';
import { BasicFields, MoreFields, Section } from './ProductSections';
import { formReducer, type PictureTarget } from './productFormState';
import { SpecSection } from './SpecSection';

const Page = styled(Paper)(({ theme }) => ({ padding: theme.spacing(3), minWidth: 0 }));
const Fields = styled('fieldset')({ border: 0, padding: 0, margin: 0, minWidth: 0 });

type Target = PictureTarget | { kind: 'detail' };
const NO_CELLS: Readonly<Record<string, string>> = {};
const NO_FIELDS: ProductProblems['fields'] = {};

/**
 * The form of one product: filled from `info`, its SKU rows asked of `isFormatAttr` at once
 * for a saved multi-spec product (yshop's `info` sends their prices as 0), checked before
 * sending with the contract's messages, sent once (a second click while it is on its way,
 * or after it was saved, sends nothing), and closed back to 商品管理 when saved.
 */
export function ProductEditor({ id, info }: { id: number; info: ProductInfo }) {
  const storeDispatch = useDispatch();
  const navigate = useNavigate();
  const page = useShownPage();
  const can = usePermission();
  const editable = can(products.permissions.edit ?? ['admin']);
  // A reader sees the SKU rows info sent; an editor's are asked of isFormatAttr below.
  const [state, dispatch] = useReducer(formReducer, undefined, () => ({ form: info.product ? (editable ? info.product : { ...info.product, rows: info.savedRows }) : newProductForm(), dirty: false }));
  const { form, dirty } = state;
  const [problems, setProblems] = useState<ProductProblems>();
  const [formatAttr, formatting] = useFormatAttrMutation();
  const [saveProduct] = useSaveProductMutation();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [picture, setPicture] = useState<{ url: string; seq: number }>();
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  }, [form]);

  useTabTitle(info.product?.store_name || undefined);

  const warn = useCallback((message: string) => storeDispatch(notify({ message, severity: 'error' })), [storeDispatch]);

  // Every picture of the form is chosen in the library's dialog over this page.
  const pictures = usePictureDialog();
  const openPictures = pictures.open;
  const choose = useCallback(
    (target: Target) => {
      if (target.kind === 'slider') {
        openPictures({ label: '商品轮播图', max: MAX_SLIDES, initial: latest.current.slider_image, onChoose: (urls) => dispatch({ type: 'slides', value: urls }) });
        return;
      }
      const one = (label: string, current: string, put: (url: string) => void) => openPictures({ label, initial: current ? [current] : [], onChoose: ([url]) => url !== undefined && put(url) });
      const now = latest.current;
      if (target.kind === 'detail') one('商品详情', '', (url) => setPicture((last) => ({ url, seq: (last?.seq ?? 0) + 1 })));
      else if (target.kind === 'image') one('商品封面图', now.image, (url) => dispatch({ type: 'picture', target, url }));
      else if (target.kind === 'single') one('规格图片', now.single.pic, (url) => dispatch({ type: 'picture', target, url }));
      else one('规格图片', now.rows.find((row) => row.key === target.key)?.pic ?? '', (url) => dispatch({ type: 'picture', target, url }));
    },
    [openPictures],
  );

  // A saved multi-spec product: its SKU rows with their values, as the original asks at once
  // when the caller may edit it (isFormatAttr is part of editing).
  const loadedItems = editable && info.product?.spec_type === 1 ? info.product.items : undefined;
  useEffect(() => {
    if (!loadedItems || loadedItems.length === 0) return;
    formatAttr({ id, attrs: loadedItems })
      .unwrap()
      .then((rows) => dispatch({ type: 'rowsLoaded', rows: mergeGenerated(rows, []) }))
      .catch(() => undefined); // the console's one error presenter shows the refusal
  }, [formatAttr, id, loadedItems]);

  const generate = useCallback(() => {
    const { items, image } = latest.current;
    const problem = attrsProblem(items);
    if (problem) return warn(problem);
    formatAttr({ id, attrs: items })
      .unwrap()
      .then((rows) => dispatch({ type: 'rows', rows: mergeGenerated(rows, latest.current.rows, id === 0 ? image : '') }))
      .catch(() => undefined);
  }, [formatAttr, id, warn]);

  const saveRef = useRef<() => Promise<void>>(async () => undefined);
  const onSave = useCallback(() => void saveRef.current(), []);
  const save = async (): Promise<void> => {
    if (sending.current || saved) return;
    const found = productProblems(form);
    setProblems(found);
    if (found) {
      warn(found.message);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await saveProduct(productBody(form)).unwrap();
    } catch {
      sending.current = false;
      setBusy(false);
      return;
    }
    dispatch({ type: 'saved' });
    setSaved(true);
    storeDispatch(notify({ message: '操作成功', severity: 'success' }));
  };

  useEffect(() => {
    saveRef.current = save;
  });

  // Once saved and clean (so nothing asks 放弃未保存的修改吗？), back to the list, closing this tab.
  useEffect(() => {
    if (!saved || dirty) return;
    if (page) storeDispatch(viewClosed(page.path));
    void navigate(GOODS_LIST_PATH);
  }, [saved, dirty, page, storeDispatch, navigate]);

  // One record per set of values, so a keystroke elsewhere does not draw the switches again.
  const switchValues = SWITCHES.map((key) => form[key]).join('');
  const switches = useMemo(() => Object.fromEntries(SWITCHES.map((key, i) => [key, Number(switchValues[i])])) as Record<SwitchKey, 0 | 1>, [switchValues]);
  const fields = problems?.fields ?? NO_FIELDS;
  const onDetail = useCallback((html: string) => dispatch({ type: 'field', key: 'description', value: html }), []);
  const chooseDetail = useCallback(() => choose({ kind: 'detail' }), [choose]);

  return (
    <Page aria-label={id > 0 ? '编辑商品' : '新增商品'}>
      <UnsavedChanges dirty={dirty} />
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {id > 0 ? `编辑商品：${info.product?.store_name ?? ''}` : '新增商品'}
      </Typography>
      <Fields disabled={!editable}>
        <BasicFields
          store_name={form.store_name}
          cate_id={form.cate_id}
          keyword={form.keyword}
          unit_name={form.unit_name}
          store_info={form.store_info}
          image={form.image}
          slider_image={form.slider_image}
          categories={info.categories}
          errors={fields}
          dispatch={dispatch}
          choose={choose}
        />
        <SpecSection
          spec_type={form.spec_type}
          items={form.items}
          rows={form.rows}
          single={form.single}
          commission={form.is_sub === 1}
          rules={info.rules}
          cells={problems?.cells ?? NO_CELLS}
          generating={formatting.isLoading}
          dispatch={dispatch}
          generate={generate}
          warn={warn}
          choose={choose}
          editable={editable}
        />
        <DetailSection initial={info.product?.description ?? ''} onChange={onDetail} onChoosePicture={chooseDetail} picture={picture} editable={editable} error={fields.description} />
        <MoreFields temp_id={form.temp_id} templates={info.templates} ficti={form.ficti} give_integral={form.give_integral} sort={form.sort} switches={switches} errors={fields} dispatch={dispatch} />
      </Fields>
      <SaveBar message={problems?.message} busy={busy} saved={saved} editable={editable} onSave={onSave} />
      {pictures.dialog}
    </Page>
  );
}

/** 商品详情: the kit's lazy editor, with its check's message. */
const DetailSection = memo(function DetailSection(props: Omit<Parameters<typeof RichTextField>[0], 'label'>) {
  return (
    <Section title="商品详情">
      <RichTextField label="商品详情" {...props} />
    </Section>
  );
});

/** The check's first message and 保存 (only for those who may save). */
const SaveBar = memo(function SaveBar({ message, busy, saved, editable, onSave }: { message: string | undefined; busy: boolean; saved: boolean; editable: boolean; onSave: () => void }) {
  return (
    <>
      {message ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
      {editable ? (
        <Button variant="contained" loading={busy} disabled={saved} onClick={onSave}>
          保存
        </Button>
      ) : null}
    </>
  );
});
