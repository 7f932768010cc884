import { adminQuiz } from '@wb/contract';
import type { Metadata } from 'next';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead } from '@/features/admin/api/desk-read';
import { QuizTabs } from '@/features/admin/quiz/QuizTabs';
import { RulesManager } from '@/features/admin/quiz/RulesManager';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';

export const metadata: Metadata = { title: 'قواعد اختبار البشرة' };

const BASE = '/admin/quiz/rules';

/** /admin/quiz/rules: the rules that turn a shopper's answers into a routine of products (issue 15). */
export default async function QuizRulesPage() {
  const [rules, questions, options] = await Promise.all([
    deskRead(BASE, adminQuiz.adminQuizRulesRoute),
    deskRead(BASE, adminQuiz.adminQuizQuestionsRoute),
    deskRead(BASE, adminQuiz.adminQuizOptionsRoute),
  ]);
  const failed = [rules, questions, options].find((read) => !read.ok);
  return (
    <>
      <DeskPageHeader
        title="قواعد اختيار المنتجات"
        description="لكل خطوة من الروتين تُجرّب القواعد بالترتيب، وأول قاعدة مفعّلة تنطبق على إجابات الزبون تختار المنتج: متوفر، ضمن ميزانيته، والأكثر تطابقاً بالمكونات والمميزات ثم التقييم والمبيعات."
      />
      <QuizTabs current="rules" />
      {failed && !failed.ok ? (
        <ReadFailed {...deskReadFailure} error={failed.error} retryHref={BASE} />
      ) : rules.ok && questions.ok && options.ok ? (
        <RulesManager rules={rules.data.data} questions={questions.data.data} options={options.data.data} />
      ) : null}
    </>
  );
}
