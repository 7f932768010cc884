import { quiz } from '@wb/contract';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { Container } from '@/components/ui/layout';
import { StatusPage } from '@/components/ui/StatusPage';
import { QuizFlow } from '@/features/quiz/QuizFlow';
import { QuizResult } from '@/features/quiz/QuizResult';
import { answersFromParams, QUIZ_PATH } from '@/features/quiz/quiz-url';
import { apiCall } from '@/lib/api';
import { allParams, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = {
  title: 'اختبار نوع البشرة',
  description: 'أجب عن أربعة أسئلة عن بشرتك وميزانيتك، ونختار لك روتين عناية كاملاً من منتجات وندر بيوتي.',
  robots: { index: false },
};

/**
 * /survey/quiz (spec §2, issue 15): the skin quiz, one question at a time; /survey/quiz/result: the routine for the
 * answers in the address, or a signed-in shopper's last routine. /survey itself leads to the quiz.
 */
export default async function SurveyPage({
  params,
  searchParams,
}: {
  params: Promise<{ step?: string[] }>;
  searchParams: Promise<SearchParams>;
}) {
  const { step = [] } = await params;
  if (step.length === 0) redirect(QUIZ_PATH);
  if (step[0] !== 'quiz' || step.length > 2 || (step[1] !== undefined && step[1] !== 'result')) notFound();

  if (step[1] === 'result') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(await searchParams)) {
      for (const one of allParams(value)) query.append(key, one);
    }
    const { answers, add } = answersFromParams(query);
    return (
      <Container className="py-6 md:py-10">
        <QuizResult answers={answers} add={add} />
      </Container>
    );
  }

  let questions: Awaited<ReturnType<typeof apiCall<typeof quiz.quizQuestionsRoute>>>['data'];
  try {
    questions = (await apiCall(quiz.quizQuestionsRoute, {}, { revalidate: 60 })).data;
  } catch (error) {
    return (
      <StatusPage
        code="!"
        title="تعذر فتح الاختبار"
        description={error instanceof Error ? error.message : 'حاول مرة أخرى بعد قليل.'}
      />
    );
  }
  return (
    <Container className="py-6 md:py-10">
      <QuizFlow questions={questions} />
    </Container>
  );
}
