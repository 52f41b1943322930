import { Link } from 'wouter';
import { BookOpen, Newspaper } from 'lucide-react';
import { SUCCESS_STORY_TAG } from '@common/schemas/blog';
import { paths } from '@/app/paths';
import { EmptyState, Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { blogPageQueries } from '@/features/blog/api/blog-queries';
import { PostGrid } from '@/features/blog/components/post-grid';
import { CtaPanel, Note } from './blocks';

export const serverData = () => [blogPageQueries.list(SUCCESS_STORY_TAG)];

/** The blog's posts tagged "success story", newest first. */
export default function SuccessStoriesPage() {
  return (
    <Page
      wide
      eyebrow="Success stories"
      title="Farms that keep their regulars in the loop"
      lead="How roadside stands, u-picks and market stalls use Farm Stand Finder to be found, stay accurate and tell people when it’s in."
    >
      <Note icon={BookOpen} title="About these stories" className="max-w-3xl">
        <p>
          We publish a farm’s story only with its permission, and the farmer approves the words. Some stories are illustrative profiles of typical farms; each
          one says so.
        </p>
      </Note>

      <div className="mt-10">
        <PostGrid
          tag={SUCCESS_STORY_TAG}
          moreLabel="More stories"
          empty={
            <EmptyState
              icon={<Newspaper className="h-8 w-8" aria-hidden="true" />}
              title="The first stories are being written"
              actions={
                <Button asChild>
                  <Link href={paths.blog}>Read the blog</Link>
                </Button>
              }
            >
              <p>Farmers’ stories appear here as soon as they are published.</p>
            </EmptyState>
          }
        />
      </div>

      <CtaPanel
        title="Have a story to tell?"
        actions={
          <>
            <Button asChild variant="sun" size="lg">
              <Link href={paths.join}>List your stand for free</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link href={paths.support}>Tell us about your farm</Link>
            </Button>
          </>
        }
      >
        <p>
          If Farm Stand Finder has made a difference to your farm, we’d love to hear about it. We only publish with your permission, and you approve the words
          before they go up.
        </p>
      </CtaPanel>
    </Page>
  );
}
