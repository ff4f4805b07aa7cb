import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { useRef, useState } from "react";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { DataServiceError } from "~/browser/dataService";
import { ACCEPT_ATTRIBUTE, ALLOWED_TYPES_LABEL, SNIFF_BYTES, UPLOAD_MAX_BYTES, UPLOAD_MAX_LABEL, sniffFileType } from "~/lib/uploads/fileTypes";
import { useDataService } from "~/hooks/useDataService";
import { SERVER_ERROR_MESSAGE } from "~/lib/messages";
import { ErrorAlert } from "~/components/forms/ErrorAlert";

type State = { phase: "idle" } | { phase: "uploading"; percent: number } | { phase: "done"; names: string[] } | { phase: "failed"; message: string };

/**
 * The admin upload control. Without JavaScript it is a plain multipart form posted to the
 * page's action. With it, the files go to POST /api/uploadFiles/ through the data service's
 * XMLHttpRequest, which reports upload progress to a real <progress> bar. Types and sizes are
 * checked here first for a quick answer; the server checks the content again.
 */
export function UploadControl() {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ phase: "idle" });
  const service = useDataService();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const posting = navigation.state !== "idle" && navigation.formEncType === "multipart/form-data";

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) return setState({ phase: "failed", message: "Choose a file to upload" });
    for (const file of files) {
      if (file.size > UPLOAD_MAX_BYTES) return setState({ phase: "failed", message: `${file.name} is too large: the limit is ${UPLOAD_MAX_LABEL} per file` });
      if (!sniffFileType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))) {
        return setState({ phase: "failed", message: `${file.name} is not an allowed type: upload ${ALLOWED_TYPES_LABEL}` });
      }
    }
    const form = new FormData();
    for (const file of files) form.append("file", file);
    setState({ phase: "uploading", percent: 0 });
    try {
      const result = await service.upload<{ uploads: { filename: string }[] }>(service.api.api.uploadFiles.$url().pathname, form, (p) =>
        setState({ phase: "uploading", percent: p.percent }),
      );
      setState({ phase: "done", names: result.uploads.map((u) => u.filename) });
      if (input.current) input.current.value = "";
      revalidator.revalidate();
    } catch (error) {
      // The notification says 'Server Error' (R-ERRORS); the page also says what the server refused.
      const message = error instanceof DataServiceError ? (error.detail ?? error.message) : SERVER_ERROR_MESSAGE;
      setState({ phase: "failed", message });
    }
  }

  const uploading = state.phase === "uploading";
  return (
    <Form method="post" encType="multipart/form-data" className="upload-control" onSubmit={onSubmit} aria-labelledby="upload-title">
      <h2 id="upload-title">Upload files</h2>
      <div className="field">
        <label htmlFor="upload-file">Files</label>
        <input ref={input} id="upload-file" name="file" type="file" multiple accept={ACCEPT_ATTRIBUTE} aria-describedby="upload-hint" />
        <p className="field-hint" id="upload-hint">
          {ALLOWED_TYPES_LABEL}; up to {UPLOAD_MAX_LABEL} each. The file's content decides its type, not its name.
        </p>
      </div>
      <SubmitButton name="intent" value="upload" busy={uploading || posting} busyLabel="Uploading…">
        Upload
      </SubmitButton>
      {uploading ? (
        <div className="upload-progress">
          <label htmlFor="upload-progress">Upload progress</label>
          <progress id="upload-progress" max={100} value={state.percent}>
            {state.percent}%
          </progress>
          <span aria-hidden="true">{state.percent}%</span>
        </div>
      ) : null}
      <div aria-live="polite" className="upload-status">
        {state.phase === "done" ? <p className="form-success">Uploaded {state.names.join(", ")}.</p> : null}
      </div>
      <ErrorAlert>{state.phase === "failed" ? state.message : null}</ErrorAlert>
    </Form>
  );
}
