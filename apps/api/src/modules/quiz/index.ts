import { adminQuiz, messages, quiz } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';
import { ApiError } from '../../lib/errors';
import { QUIZ_TAG } from './service';

/** The skin quiz (issue 15): questions, the routine for a set of answers, her last routine; and the desk's editors. */
export const quizModule: StoreModule = {
  name: 'quiz',
  register(app, { quiz: service, quizDesk: desk, tokens }, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    const ok = messages.ok;

    bindRoute(
      app,
      quiz.quizQuestionsRoute,
      async (_input, ctx) => ({ data: await service.questions(ctx), message: ok }),
      {
        cacheSeconds: 60,
        responseCache: kernel.responseCache,
        cacheTags: () => [QUIZ_TAG],
      },
    );
    bindRoute(
      app,
      quiz.quizAnswersRoute,
      async ({ body }, ctx) => {
        // A guest sends no credential. One that is sent must be live: a 401 lets the client renew the session and
        // send again, so a signed-in shopper's routine is never silently left unkept.
        const caller = ctx.credential ? await tokens.authenticate(ctx, ctx.credential).catch(() => null) : null;
        if (ctx.credential && !caller) throw ApiError.of('auth.unauthenticated');
        return { data: await service.routine(ctx, body, caller), message: messages.quizRoutineReady };
      },
      limited,
    );
    bindRoute(app, quiz.quizLatestRoute, async (_input, ctx) => ({ data: await service.latest(ctx), message: ok }));

    bindRoute(app, adminQuiz.adminQuizQuestionsRoute, async (_input, ctx) => ({
      data: await desk.questions(ctx),
      message: ok,
    }));
    bindRoute(
      app,
      adminQuiz.adminQuizQuestionCreateRoute,
      async ({ body }, ctx) => ({ data: await desk.createQuestion(ctx, body), message: messages.quizQuestionCreated }),
      limited,
    );
    bindRoute(
      app,
      adminQuiz.adminQuizQuestionUpdateRoute,
      async ({ params, body }, ctx) => ({
        data: await desk.updateQuestion(ctx, params.id, body),
        message: messages.saved,
      }),
      limited,
    );
    bindRoute(
      app,
      adminQuiz.adminQuizQuestionDeleteRoute,
      async ({ params }, ctx) => {
        await desk.deleteQuestion(ctx, params.id);
        return { message: messages.quizQuestionDeleted };
      },
      limited,
    );
    bindRoute(app, adminQuiz.adminQuizRulesRoute, async (_input, ctx) => ({
      data: await desk.rules(ctx),
      message: ok,
    }));
    bindRoute(app, adminQuiz.adminQuizOptionsRoute, async (_input, ctx) => ({
      data: await desk.options(ctx),
      message: ok,
    }));
    bindRoute(
      app,
      adminQuiz.adminQuizRuleCreateRoute,
      async ({ body }, ctx) => ({ data: await desk.createRule(ctx, body), message: messages.quizRuleCreated }),
      limited,
    );
    bindRoute(
      app,
      adminQuiz.adminQuizRuleUpdateRoute,
      async ({ params, body }, ctx) => ({ data: await desk.updateRule(ctx, params.id, body), message: messages.saved }),
      limited,
    );
    bindRoute(
      app,
      adminQuiz.adminQuizRuleDeleteRoute,
      async ({ params }, ctx) => {
        await desk.deleteRule(ctx, params.id);
        return { message: messages.quizRuleDeleted };
      },
      limited,
    );
  },
};
