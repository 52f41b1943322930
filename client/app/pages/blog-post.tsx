import { Link } from 'wouter';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { paths } from '@/app/paths';
import { useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';

export default function BlogPostPage({ params }: { params: { slug: string } }) {
  useTitle('Article not found');
  const slug = decodeSlug(params.slug);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <span aria-hidden="true" className="flex h-20 w-20 items-center justify-center rounded-3xl bg-brand-50 text-brand-700">
        <FileQuestion className="h-10 w-10" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-brand-700">Blog</p>
      <h1 className="mt-2 text-3xl font-semibold text-brand-900 sm:text-4xl">We couldn’t find that article</h1>
      <p className="mt-4 text-lg text-stone-700">
        There’s no post at <span className="break-all font-mono text-base text-stone-900">/blog/{slug}</span>. It may have been renamed, or the
        link may be missing a letter.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={paths.blog}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to the blog
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href={paths.successStories}>Read success stories</Link>
        </Button>
      </div>
    </div>
  );
}

function decodeSlug(slug: string) {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}
