import { skipToken } from '@reduxjs/toolkit/query';
import { useArticleInfoQuery } from '@/entities/article/article';
import { usePageParams } from '@/features/navigation/PageContext';
import { asId } from '@/api/resource/wire';
import { RecordGate, useFirstAnswer } from '@/kit/resource/RecordGate';
import { ArticleEditor } from './ArticleEditor';

/**
 * The article form (`wechat/article/form`, CONTRACT-MEMBERS 5.9), one page per address:
 * `/wechat/artadd` for a new article, `/wechat/artadd/:id` for a saved one, read with `info/{id}`.
 */
export default function ArticleFormPage() {
  const params = usePageParams();
  const id = asId(params.id) ?? 0;
  const info = useArticleInfoQuery(id > 0 ? id : skipToken, { refetchOnMountOrArgChange: true });
  const start = useFirstAnswer(info.data);
  if (id === 0) return <ArticleEditor id={0} article={undefined} />;
  return (
    <RecordGate record={start} failed={info.isError} onRetry={() => void info.refetch()} label="图文表单" loading="文章加载中" failure="文章加载失败">
      {(article) => <ArticleEditor id={id} article={article} />}
    </RecordGate>
  );
}
