// Generates the seed's sample media with Chromium's own encoder (no download): a 4 s 320x180
// WebM video drawn on a canvas and recorded with MediaRecorder, a 640x360 PNG, and a 24 s 640x360
// product tour in four chapters with its poster.
// MediaRecorder writes a live stream (no Duration, no Cues), which a player cannot seek in:
// scripts/lib/webm.mjs remuxes it with both. A keyframe every second gives a cue every second.
// The outputs are small and committed under seed/media/; rerun only to change them.
//   node scripts/make-sample-media.mjs
import { chromium } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { chromiumPath, chromiumArgs } from "./lib/chromium.mjs";
import { describeWebm, indexWebm } from "./lib/webm.mjs";

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage();
const { video, image } = await page.evaluate(async () => {
  const draw = (ctx, w, h, t) => {
    ctx.fillStyle = "#0b4f8a";
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = "#ffffff";
    ctx.font = `${Math.round(h / 9)}px sans-serif`;
    ctx.fillText("Meridian demo", w * 0.08, h * 0.3);
    const bars = [0.35, 0.55, 0.45, 0.7, 0.6, 0.85];
    bars.forEach((b, i) => {
      const grow = Math.min(1, t * 1.5 + i * 0.05);
      ctx.fillStyle = i % 2 ? "#7fb2e5" : "#f2b134";
      const bh = b * h * 0.5 * grow;
      ctx.fillRect(w * (0.1 + i * 0.13), h * 0.92 - bh, w * 0.09, bh);
    });
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, h - 4, w * t, 4);
  };
  const blobToB64 = (blob) =>
    new Promise((res) => {
      const r = new FileReader();
      r.onload = () => res(String(r.result).split(",")[1]);
      r.readAsDataURL(blob);
    });

  const still = document.createElement("canvas");
  still.width = 640;
  still.height = 360;
  draw(still.getContext("2d"), 640, 360, 1);
  const image = still.toDataURL("image/png").split(",")[1];

  const canvas = document.createElement("canvas");
  canvas.width = 320;
  canvas.height = 180;
  // Opaque: a canvas with alpha makes Chromium record an alpha channel the seed does not need.
  const ctx = canvas.getContext("2d", { alpha: false });
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 250_000, videoKeyFrameIntervalDuration: 1000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((res) => (recorder.onstop = res));
  recorder.start(250);
  const start = performance.now();
  await new Promise((res) => {
    const frame = () => {
      const t = (performance.now() - start) / 4000;
      draw(ctx, 320, 180, Math.min(t, 1));
      if (t < 1) requestAnimationFrame(frame);
      else res();
    };
    frame();
  });
  recorder.stop();
  await done;
  return { video: await blobToB64(new Blob(chunks, { type: "video/webm" })), image };
});
// The product tour (decision record 0025): 24 s at 640x360 in four 6 s scenes, one per
// chapter of seed/media/product-tour-chapters.vtt, each titled, on sample figures, and marked as a
// demo recording so nobody mistakes it for a customer's data.
const tour = await page.evaluate(async () => {
  const W = 640;
  const H = 360;
  const SCENE = 6;
  const scenes = [
    { title: "1 · Trial balance at a glance", bars: [0.62, 0.48, 0.75, 0.55, 0.68, 0.4] },
    { title: "2 · Posting an adjusting journal", bars: [0.62, 0.48, 0.82, 0.55, 0.6, 0.4] },
    { title: "3 · Reconciling branch accounts", bars: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5] },
    { title: "4 · Closing the period", bars: [0.7, 0.58, 0.8, 0.64, 0.72, 0.52] },
  ];
  const draw = (ctx, t) => {
    const i = Math.min(scenes.length - 1, Math.floor(t / SCENE));
    const local = Math.min(1, (t - i * SCENE) / 2);
    const scene = scenes[i];
    ctx.fillStyle = "#0b2a47";
    ctx.fillRect(0, 0, W, H);
    ctx.fillStyle = "#ffffff";
    ctx.font = "600 30px sans-serif";
    ctx.fillText("Meridian General Ledger", 32, 52);
    ctx.font = "22px sans-serif";
    ctx.fillStyle = "#f2b134";
    ctx.fillText(scene.title, 32, 88);
    scene.bars.forEach((b, k) => {
      const bh = b * 180 * local;
      ctx.fillStyle = k % 2 ? "#7fb2e5" : "#f2b134";
      ctx.fillRect(48 + k * 92, 300 - bh, 64, bh);
    });
    ctx.fillStyle = "rgba(255,255,255,0.8)";
    ctx.font = "14px sans-serif";
    ctx.fillText("Demo recording · sample data", 32, 336);
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, H - 4, (W * t) / (SCENE * scenes.length), 4);
  };
  const blobToB64 = (blob) =>
    new Promise((res) => {
      const r = new FileReader();
      r.onload = () => res(String(r.result).split(",")[1]);
      r.readAsDataURL(blob);
    });
  const canvas = document.createElement("canvas");
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext("2d", { alpha: false });
  draw(ctx, 1.9);
  const poster = canvas.toDataURL("image/jpeg", 0.8).split(",")[1];
  const stream = canvas.captureStream(10);
  const recorder = new MediaRecorder(stream, { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 120_000, videoKeyFrameIntervalDuration: 2000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((res) => (recorder.onstop = res));
  recorder.start(500);
  const start = performance.now();
  const total = SCENE * scenes.length;
  await new Promise((res) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      draw(ctx, Math.min(t, total));
      if (t < total) requestAnimationFrame(frame);
      else res();
    };
    frame();
  });
  recorder.stop();
  await done;
  return { video: await blobToB64(new Blob(chunks, { type: "video/webm" })), poster };
});
const tourIndexed = indexWebm(Buffer.from(tour.video, "base64"));
writeFileSync("seed/media/product-tour.webm", tourIndexed);
writeFileSync("seed/media/product-tour-poster.jpg", Buffer.from(tour.poster, "base64"));
console.log(`wrote seed/media/product-tour.webm (${tourIndexed.length} bytes, ${JSON.stringify(describeWebm(tourIndexed))})`);

const indexed = indexWebm(Buffer.from(video, "base64"));
writeFileSync("seed/media/sample-video.webm", indexed);
writeFileSync("seed/media/sample-image.png", Buffer.from(image, "base64"));
await browser.close();
console.log(`wrote seed/media/sample-video.webm (${indexed.length} bytes, ${JSON.stringify(describeWebm(indexed))}) and seed/media/sample-image.png`);
