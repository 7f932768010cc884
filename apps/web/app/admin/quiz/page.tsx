import { adminQuiz } from '@wb/contract';
import type { Metadata } from 'next';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { deskRead } from '@/features/admin/api/desk-read';
import { QuestionsManager } from '@/features/admin/quiz/QuestionsManager';
import { QuizTabs } from '@/features/admin/quiz/QuizTabs';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { deskReadFailure } from '@/features/admin/ui/labels';

export const metadata: Metadata = { title: 'اختبار البشرة' };

/** /admin/quiz: the skin quiz's questions, in the order shoppers answer them (issue 15). */
export default async function QuizQuestionsPage() {
  const questions = await deskRead('/admin/quiz', adminQuiz.adminQuizQuestionsRoute);
  return (
    <>
      <DeskPageHeader
        title="اختبار البشرة"
        description="الأسئلة التي يجيب عنها الزبون في /survey/quiz، بالترتيب. يظهر التغيير في المتجر فور الحفظ."
      />
      <QuizTabs current="questions" />
      {questions.ok ? (
        <QuestionsManager questions={questions.data.data} />
      ) : (
        <ReadFailed {...deskReadFailure} error={questions.error} retryHref="/admin/quiz" />
      )}
    </>
  );
}
