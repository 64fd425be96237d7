// The uploads of this page: each file checked in the browser first (size, type), then sent on its
// own request, three at a time, with its progress, a cancel per file and its outcome. Every file
// that arrives refreshes the list and toasts the API's message, and is kept (the vault's file) for
// its next step, a request for signatures, until one is sent.
import { useReducer, useRef } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { useClientSettings } from '../../src/providers/clientSettings';
import { HttpError } from '../../src/providers/http';
import { type FileView, uploadFile } from '../../src/providers/vaultApi';
import { languageOf } from './bytes';
import { precheckUpload } from './uploadCheck';

const PARALLEL = 3;

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error' | 'cancelled';

export interface UploadTask {
  id: number;
  file: File;
  pastaId: number | null;
  loaded: number;
  total: number;
  status: UploadStatus;
  /** Why it failed, in the user's language. */
  error?: string;
  /** The vault's file, once it arrived, until a request for its signatures is sent. */
  saved?: FileView;
  control: AbortController;
}

export interface Uploads {
  tasks: UploadTask[];
  start(files: File[], pastaId: number | null): void;
  cancel(id: number): void;
  clearFinished(): void;
  /** Signatures were asked for this file: its upload offers the request no more. */
  requested(fileId: number): void;
}

let nextId = 1;

export function useUploads(onUploaded: () => void): Uploads {
  const settings = useClientSettings();
  const translate = useTranslate();
  const notify = useNotify();
  const lang = languageOf(useLocale());
  const tasks = useRef<UploadTask[]>([]);
  const [, render] = useReducer((n: number) => n + 1, 0);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const update = (task: UploadTask, change: Partial<UploadTask>) => {
    Object.assign(task, change);
    render();
  };

  const run = async (task: UploadTask) => {
    update(task, { status: 'uploading' });
    try {
      const res = await uploadFile(
        task.file,
        task.pastaId,
        (loaded, total) => update(task, { loaded, total }),
        task.control.signal,
      );
      update(task, { status: 'done', loaded: task.total, saved: res.data });
      notify(res.message, { type: 'success' });
      uploaded.current();
    } catch (err) {
      if ((err as Error).name === 'AbortError') update(task, { status: 'cancelled' });
      else
        update(task, {
          status: 'error',
          error: err instanceof HttpError && err.status !== 0 ? err.message : translate('app.http.network'),
        });
    }
    pump();
  };

  function pump() {
    const active = tasks.current.filter((t) => t.status === 'uploading').length;
    const waiting = tasks.current.filter((t) => t.status === 'queued').slice(0, PARALLEL - active);
    for (const task of waiting) void run(task);
  }

  const start = (files: File[], pastaId: number | null) => {
    for (const file of files) {
      const refusal = precheckUpload(file, settings?.upload, lang);
      const error = refusal ? translate(refusal.key, refusal.args) : undefined;
      if (error)
        notify('resources.vault.upload.refused', { type: 'error', messageArgs: { name: file.name, error } });
      tasks.current = [
        ...tasks.current,
        {
          id: nextId++,
          file,
          pastaId,
          loaded: 0,
          total: file.size,
          status: error ? 'error' : 'queued',
          error,
          control: new AbortController(),
        },
      ];
    }
    render();
    pump();
  };

  return {
    tasks: tasks.current,
    start,
    cancel: (id) => {
      const task = tasks.current.find((t) => t.id === id);
      if (!task) return;
      if (task.status === 'queued') update(task, { status: 'cancelled' });
      else if (task.status === 'uploading') task.control.abort();
    },
    clearFinished: () => {
      tasks.current = tasks.current.filter((t) => t.status === 'queued' || t.status === 'uploading');
      render();
    },
    requested: (fileId) => {
      for (const task of tasks.current) if (task.saved?.id === fileId) task.saved = undefined;
      render();
    },
  };
}
