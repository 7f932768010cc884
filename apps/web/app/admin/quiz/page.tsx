import { adminQuiz } from '@wb/contract';
import type { Metadata } from 'next';
import { deskRead } from '@/features/admin/api/desk-read';
import { QuestionsManager } from '@/features/admin/quiz/QuestionsManager';
import { QuizTabs } from '@/features/admin/quiz/QuizTabs';
import { DeskPageHeader } from '@/features/admin/ui/form';
import { ReadFailed } from '@/features/admin/ui/ReadFailed';

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
        <ReadFailed error={questions.error} retryHref="/admin/quiz" />
      )}
    </>
  );
}
