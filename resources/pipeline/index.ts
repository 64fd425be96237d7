// The documents pipeline ("Processos"): the company's signing processes, where each stands and whose
// turn it is, with bulk reminders, cancellations and the signed PDFs as one zip.
import { pipelineApi } from '../../common/resources/pipeline';
import { defineResource } from '../../src/routes/resource';

export default defineResource({
  name: 'pipeline',
  api: pipelineApi,
  access: pipelineApi.access,
  messages: () => import('./messages'),
  titles: { pt_BR: { pipeline: 'Processos' }, en: { pipeline: 'Processes' } },
  routes: {
    pipeline: {
      path: '/processos',
      kind: 'list',
      page: () => import('./PipelineList'),
      menu: { icon: 'Timeline', order: 32 },
    },
  },
});
