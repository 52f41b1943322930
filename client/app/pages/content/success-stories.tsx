import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { BookOpen, Newspaper } from 'lucide-react';
import { SUCCESS_STORY_TAG } from '@common/schemas/blog';
import { paths } from '@/lib/paths';
import { EmptyState, Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { blogPageQueries } from '@/features/blog/api/blog-queries';
import { PostGrid } from '@/features/blog/components/post-grid';
import { CtaPanel, Note } from './blocks';

export const serverData = () => [blogPageQueries.list(SUCCESS_STORY_TAG)];

/** The blog's posts tagged "success story", newest first. */
export default function SuccessStoriesPage() {
  const { t } = useTranslation('content');
  return (
    <Page wide eyebrow={t('successStories.eyebrow')} title={t('successStories.title')} lead={t('successStories.lead')}>
      <Note icon={BookOpen} title={t('successStories.aboutTitle')} className="max-w-3xl">
        <p>{t('successStories.about')}</p>
      </Note>

      <div className="mt-10">
        <PostGrid
          tag={SUCCESS_STORY_TAG}
          moreLabel={t('successStories.more')}
          empty={
            <EmptyState
              icon={<Newspaper className="h-8 w-8" aria-hidden="true" />}
              title={t('successStories.emptyTitle')}
              actions={
                <Button asChild>
                  <Link href={paths.blog}>{t('successStories.readBlog')}</Link>
                </Button>
              }
            >
              <p>{t('successStories.emptyBody')}</p>
            </EmptyState>
          }
        />
      </div>

      <CtaPanel
        title={t('successStories.ctaTitle')}
        actions={
          <>
            <Button asChild variant="sun" size="lg">
              <Link href={paths.join}>{t('successStories.ctaList')}</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link href={paths.support}>{t('successStories.ctaTell')}</Link>
            </Button>
          </>
        }
      >
        <p>{t('successStories.ctaBody')}</p>
      </CtaPanel>
    </Page>
  );
}
