import { useState } from 'react';
import Button from '@mui/material/Button';
import { ARTICLE_PUBLISH, articles, usePublishArticleMutation, type Article, type ArticleForm } from '@/entities/article/article';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';
import { defineRowAction } from '@/kit/resource/rowActions';
import { ArticlePreview } from './ArticlePreview';
import { ARTICLE_ADD_PATH, articleEditPath } from './articlePaths';

const f = fieldsOf<Article, ArticleForm>();

/** 发布 (Rec. 7.15): asks first, as it mass-sends to every follower; the back end says why it cannot. */
const publish = defineRowAction<Article>()({
  label: '发布',
  permission: ARTICLE_PUBLISH,
  fields: [],
  initial: () => ({}),
  useSend: usePublishArticleMutation,
  bodyOf: (_values, row) => row.id,
  confirm: () => '确定发布并群发给所有粉丝吗？',
});

const FORM_PAGE = { add: ARTICLE_ADD_PATH, edit: (row: Article) => articleEditPath(row.id) };

/**
 * 图文管理 (`wechat/article/index`, CONTRACT-MEMBERS 5.9): ID, 标题, 作者, 封面, 创建日期; 新增 and
 * 编辑 open the form's page (`/wechat/artadd`, `/wechat/artadd/{id}`), 删除, 发布, and 预览 in a
 * dialog with the article's HTML sanitised.
 */
export default function ArticlePage() {
  const [previewed, setPreviewed] = useState<Article>();
  return (
    <>
      <ResourcePage
        resource={articles}
        formPage={FORM_PAGE}
        actions={[publish]}
        rowActions={(row) => (
          <Button size="small" onClick={() => setPreviewed(row)} aria-label={`预览 ${articles.labelOf(row)}`}>
            预览
          </Button>
        )}
        fields={[
          f.text('id', 'ID', { value: (a) => String(a.id) }),
          f.text('title', '标题'),
          f.text('author', '作者'),
          f.picture('imageInput', '封面'),
          f.text('createTime', '创建日期'),
        ]}
      />
      {previewed ? <ArticlePreview article={previewed} onClose={() => setPreviewed(undefined)} /> : null}
    </>
  );
}
